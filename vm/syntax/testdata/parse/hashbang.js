#!/usr/bin/env node
x = 1;
