/** Which pass of .ci/run this is (jest.config.js, TEST_PASS); without it, the engine DATABASE_URL picks. */
function testPass() {
  return process.env.TEST_PASS || (process.env.DATABASE_URL ? 'server' : 'embedded');
}

module.exports = { testPass };
