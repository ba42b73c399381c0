// @vitest-environment node
import { trimAntdCss } from './antd-css-trim';

const ALL = new Set(['btn', 'input', 'input-number', 'table']);
const CSS = [
  '.css-var-_R_0_{--ant-color-primary:#1677ff;}',
  '.css-var-_R_0_.ant-btn{--ant-button-primary-color:#fff;}',
  '.anticon{display:inline-flex;}',
  '.ant-btn{color:var(--ant-color-text);}',
  '.ant-btn-css-var{font-size:var(--ant-font-size);}',
  '.ant-input-number{width:90px;}',
  '.ant-input,.ant-input-number-input{padding:4px;}',
  '.ant-table :where(.ant-btn){content:"{}";}',
  '@media (max-width:575px){.ant-btn{width:100%;}.ant-input-number{width:100%;}}',
  '@keyframes antZoomIn{0%{transform:scale(0.2);}100%{transform:scale(1);}}',
].join('');

it('keeps the rules of the components asked for and those of no component when asked', () => {
  const used = new Set(['btn', 'input']);
  const css = trimAntdCss(CSS, ALL, (c) => (c ? used.has(c) : true));
  expect(css).toBe(
    [
      '.anticon{display:inline-flex;}',
      '.ant-btn{color:var(--ant-color-text);}',
      '.ant-btn-css-var{font-size:var(--ant-font-size);}',
      // input-number is its own component (the longest prefix), input is kept.
      '.ant-input{padding:4px;}',
      '@media (max-width:575px){.ant-btn{width:100%;}}',
      '@keyframes antZoomIn{0%{transform:scale(0.2);}100%{transform:scale(1);}}',
    ].join(''),
  );
});

it('gives a chunk only its components: a selector belongs to its first antd class, braces in strings are text', () => {
  const css = trimAntdCss(CSS, ALL, (c) => c === 'table');
  expect(css).toBe('.ant-table :where(.ant-btn){content:"{}";}');
});

it("always drops the variables of antd's own build", () => {
  expect(trimAntdCss(CSS, ALL, () => true)).not.toContain('css-var-_R_');
});
