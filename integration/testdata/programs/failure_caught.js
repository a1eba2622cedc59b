// A failing tool rejects its promise; the program catches it and goes on.
let message
try {
  await tools.testkit.fail({ message: "the warehouse is closed" })
} catch (e) {
  message = e.message
}
const after = await tools.testkit.add({ a: 1, b: 1 })
return { message, after: after.sum }
