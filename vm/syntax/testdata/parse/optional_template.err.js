// ERROR: 2:5: Invalid tagged template on optional chain
a?.b`x`;
