/** API tests: unit specs next to the code, e2e specs over HTTP against PostgreSQL in test/. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|file-type|load-esm|uid|swagger-ui-dist|path-to-regexp|strtok3|token-types|peek-readable|@tokenizer|uint8array-extras|@borewit)/)',
  ],
  moduleNameMapper: {
    '^@lendbridge/domain$': '<rootDir>/../../libs/domain/src/index.ts',
    '^@lendbridge/domain/common-password$': '<rootDir>/../../libs/domain/src/passwords/common-password.ts',
    '^@lendbridge/domain/([a-z-]+)$': '<rootDir>/../../libs/domain/src/$1/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  maxWorkers: process.env.LENDBRIDGE_TEST_EMBEDDED === '1' ? 1 : 2,
  testTimeout: 30000,
};
