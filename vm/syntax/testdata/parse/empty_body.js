// nothing but a comment
;
