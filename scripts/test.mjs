// npm test: installs what it needs, runs every test (unit, API, browser) and ends with "N passed, N failed".
//   --only api   only the API suite (CI runs it again on PostgreSQL with TEST_DATABASE_URL)
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureDeps, ensureWebBuild, root, runAsync } from './lib.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
ensureDeps();
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;

// Unit and API tests (Vitest projects: domain, api, web)
{
  const out = path.join(tmp, 'vitest.json');
  fs.rmSync(out, { force: true });
  const projects = only ? ['--project', only] : [];
  const code = await runAsync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
    // a suite that failed to load counts as a failure even with no test inside
    if (code !== 0 && r.numFailedTests === 0) failed += Math.max(1, r.numFailedTestSuites);
  } else if (code !== 0) failed += 1;
}

// Browser tests (Playwright with Debian Chromium) against the built app
const e2eDir = path.join(root, 'e2e');
const hasE2e = fs.existsSync(e2eDir) && fs.readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'));
if (!only && hasE2e) {
  const chromium = ensureChromium();
  if (!chromium) failed += 1;
  else {
    ensureWebBuild();
    const out = path.join(tmp, 'e2e.json');
    fs.rmSync(out, { force: true });
    const code = await runAsync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'e2e/playwright.config.ts'], {
      env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    if (fs.existsSync(out)) {
      const s = JSON.parse(fs.readFileSync(out, 'utf8')).stats ?? {};
      passed += s.expected ?? 0;
      failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
      skipped += s.skipped ?? 0;
      if (code !== 0 && !s.unexpected) failed += 1;
    } else if (code !== 0) failed += 1;
  }
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
