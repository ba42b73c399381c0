import { composeStories } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import * as stories from './import-drawer.stories';

// Each import drawer story plays the buyer's steps against its scripted gateway: the drawer must
// reach the stage the story is named for (spec 2 section 2), through the real store and service.
const composed = composeStories(stories);

afterEach(cleanup);

// jsdom has no pseudo-element styles; antd asks for a scrollbar's while measuring (as stories.test.tsx).
const computedStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
});

const stageOf = () => document.body.querySelector('.ant-drawer [data-stage]')?.getAttribute('data-stage') ?? (document.body.querySelector('.ant-drawer .ant-upload-drag') ? 'init' : undefined);

it.each([
  ['Init', 'init'],
  ['Uploading', 'uploading'],
  ['Done', 'done'],
  ['Checking', 'checking'],
  ['Uploaded', 'uploaded'],
  ['CheckFailed', 'checkFailed'],
] as const)('%s reaches the %s stage', async (name, stage) => {
  const Story = composed[name];
  await Story.run();
  await vi.waitFor(() => expect(stageOf()).toBe(stage), { timeout: 10_000 });
  if (stage === 'checkFailed') expect(document.body.textContent).toContain('3 failed');
}, 30_000);
