import { ESLint } from 'eslint';

// The dependency rule is a lint rule; these cases prove the rule itself refuses what
// ARCHITECTURE.md forbids, so a broken config cannot pass CI silently.
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message.split("'")[1]!);
}

describe('dependency rule for tenants and plugins', () => {
  it.each([
    ['tenants/x/src/index.ts', "import { definePlugin } from '@mall/sdk';", []],
    ['tenants/x/src/index.ts', "import { version } from '../package.json';", []],
    ['tenants/x/src/page.tsx', "import { useState } from 'react';", []],
    ['tenants/x/src/index.ts', "import { corePlugin } from '@mall/core';", ['@mall/core']],
    ['plugins/y/src/index.ts', "import { createServer } from '@mall/server';", ['@mall/server']],
    ['plugins/y/src/index.ts', "import { Container } from 'inversify';", ['inversify']],
    ['tenants/x/src/index.ts', "import { mountPlugin } from '@mall/sdk-testing';", ['@mall/sdk-testing']],
    ['tenants/x/src/index.ts', "import { x } from '../../../core/app/src/index';", ['../../../core/app/src/index']],
    ['tenants/x/src/index.test.ts', "import { mountPlugin } from '@mall/sdk-testing';", []],
    ['tenants/x/src/index.test.ts', "import { PluginHost } from '@mall/core';", ['@mall/core']],
    ['core/app/src/x.ts', "import { Container } from 'inversify';", []],
  ])('%s: %s', async (file, code, expected) => {
    expect(await restricted(code, file)).toEqual(expected);
  });
});
