import { composeStories, setProjectAnnotations } from '@storybook/react';
import { cleanup, render } from '@testing-library/react';
import preview from '../.storybook/preview';
import { pluginParameter } from './catalogue/plugin-story';

// Every story Storybook shows, in the same places .storybook/main.ts looks.
const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.stories.tsx', '../../tenants/*/src/**/*.stories.tsx', '../../plugins/*/src/**/*.stories.tsx'],
  { eager: true },
);

setProjectAnnotations(preview);

const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module as Parameters<typeof composeStories>[0])).map(([name, story]) => ({ label: `${file} > ${name}`, story })),
);

afterEach(cleanup);

it('finds the generated extension-point pages and the fixture stories', () => {
  expect(cases.some((c) => c.label.includes('extension-points.stories.tsx > CartSelectionRules'))).toBe(true);
  expect(cases.some((c) => c.label.includes('sample-tenant.stories.tsx > Summary'))).toBe(true);
});

it.each(cases)('$label renders', async ({ story: Story }) => {
  await Story.load();
  const { container } = render(<Story />);
  const text = container.textContent ?? '';
  expect(text).not.toContain('Loading the catalogue');
  const { pointId } = Story.args as { pointId?: string };
  const plugin = pluginParameter(Story.parameters.plugin);
  if (pointId) expect(text).toContain(pointId);
  else if (plugin) expect(text).toContain(plugin.id);
  else expect(text.length).toBeGreaterThan(40);
});
