// ERROR: 2:1: Cannot use 'import.meta' outside a module
import.meta;
