// Runs axe-core (a plain script, injected into the page) and returns its serious and critical
// violations: WCAG 2.1 A and AA rules plus axe's best practices, as the check asks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Evaluated through the devtools protocol, not a <script> tag: the mall's CSP admits no inline script.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['serious', 'critical']);

export async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`) }));
  });
  return violations.filter((v) => BLOCKING.has(v.impact));
}

/** One line per violation, a few nodes each: what the journey's failure message shows. */
export const describeViolations = (violations) =>
  violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes: ${v.nodes.slice(0, 3).join(' | ')})`).join('; ');
