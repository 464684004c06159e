// The wizard specs walk whole journeys keystroke by keystroke; on a shared two-core machine one
// journey can take longer than Jest's default 5 s without anything being wrong.
module.exports = require('../../jest.preset.cjs').projectConfig(__dirname);
