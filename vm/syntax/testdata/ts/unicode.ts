const café: string = "ünï😀";  const größe = 1 as number;
const 𝒳 = 2; let after: number = café.length + größe + 𝒳;
return after;
