import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import { act, cleanup, render } from '@testing-library/react';
import preview from '../.storybook/preview';
import { pluginParameter } from './catalogue/plugin-story';

// Every story Storybook shows, in the same places .storybook/main.ts looks.
const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.stories.tsx', '../../tenants/*/src/**/*.stories.tsx', '../../plugins/*/src/**/*.stories.tsx'],
  { eager: true },
);

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module as StoryModule) as Record<string, ComposedStory>).map(([name, story]) => ({ label: `${file} > ${name}`, story })),
);

afterEach(cleanup);

// jsdom has no pseudo-element styles; antd's table asks for a scrollbar's while measuring.
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

it('finds the generated extension-point pages, the introduction, core component and fixture stories', () => {
  expect(cases.some((c) => c.label.includes('extension-points.stories.tsx > CartSelectionRules'))).toBe(true);
  expect(cases.some((c) => c.label.includes('introduction.stories.tsx > HowToRead'))).toBe(true);
  expect(cases.some((c) => c.label.includes('dialogs.stories.tsx > RemarkDialog'))).toBe(true);
  expect(cases.some((c) => c.label.includes('sample-tenant.stories.tsx > Summary'))).toBe(true);
});

it.each(cases)('$label renders', async ({ story: Story }) => {
  await Story.load();
  const { container } = render(<Story />);
  // Validators run on sample data answer a tick later (they may be asynchronous); let them settle.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const text = container.textContent ?? '';
  expect(text).not.toContain('Loading the catalogue');
  const pointId = Story.parameters.pointId as string | undefined;
  const plugin = pluginParameter(Story.parameters.plugin);
  if (pointId) expect(text).toContain(pointId);
  else if (plugin) expect(text).toContain(plugin.id);
  else expect(text.length).toBeGreaterThan(40);
  // A tenant's page renders every contribution's content, its replaced pages included: a few
  // seconds on a quiet 2-core machine, several times that on a busy one.
}, 60_000);
