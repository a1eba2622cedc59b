x = `a
bc`;
tag`\r
`;
