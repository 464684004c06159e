module.exports = require('../../jest.preset.cjs').projectConfig(__dirname);
