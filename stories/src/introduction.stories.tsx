import type { MergeRule } from '@mall/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { mergeRuleText } from './catalogue/merge-rule-text';

const { Title, Paragraph, Text } = Typography;

/** How to read this Storybook: what a reviewer of a tenant or shared plugin looks at, and where. */
function Introduction() {
  return (
    <Space orientation="vertical" size="middle" style={{ maxWidth: 960 }}>
      <Title level={1} style={{ margin: 0 }}>
        Reading the mall's catalogue
      </Title>
      <Paragraph>
        The mall is core plus plugins. Core and every tenant or shared plugin change the mall only through <b>extension points</b> the SDK declares:
        budget fields, cart selection rules, submit validators, extra fields, pages, menus, slots, messages and settings. This Storybook shows, for
        every point, what is in effect and who put it there, and for every plugin, what it changes over core, with the content of each change.
      </Paragraph>
      <Title level={3}>Where to look</Title>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Extension points / Points">
          One page per point: its merge rule, description and contract, then each contribution in effect with its content, then one line per other
          package that changes it.
        </Descriptions.Item>
        <Descriptions.Item label="Extension points / Plugins">Settings each plugin sets and core services it rebinds.</Descriptions.Item>
        <Descriptions.Item label="Tenants, Shared plugins">
          One page per package: a table of every point against core (added, replaced, disabled), then each changed point with the content of the
          change.
        </Descriptions.Item>
        <Descriptions.Item label="Core components">Core's reusable components (field form, dialogs, cart view) in a started demo mall.</Descriptions.Item>
      </Descriptions>
      <Title level={3}>What a contribution shows</Title>
      <ul>
        <li>
          <b>Fields</b> (budget dimensions and <Text code>fields.*</Text>): a table from the field schema with the label in both locales, the component,
          the <Tag color="red">* required</Tag> mark with the message an empty value gets (or <i>required when its predicate holds</i>), the lookup code,
          what the field waits for or clears, and its limits.
        </li>
        <li>
          <b>Rules and validators</b> are functions, so the catalogue runs them on sample data (two cart lines that differ in every value, an empty
          budget row, an order left empty) and shows each message they return in zh_CN and en_US. A key no catalogue translates is marked
          <Text code>⚠ missing</Text>.
        </li>
        <li>
          <b>Slots</b> are rendered live with sample props inside the error boundary the app uses, in a demo mall that has no gateway behind it.
        </li>
        <li>
          <b>Pages</b> a plugin adds or replaces (a tenant's own <Text code>/cart</Text>) are rendered at their path in the same demo mall; their calls
          fail as no gateway is there.
        </li>
        <li>
          <b>Messages</b>: how many texts per locale, and the keys missing in the other one.
        </li>
      </ul>
      <Title level={3}>Merge rules</Title>
      <Descriptions size="small" column={1} bordered>
        {(Object.keys(mergeRuleText) as MergeRule[]).map((rule) => (
          <Descriptions.Item key={rule} label={<Tag color="blue">{rule}</Tag>}>
            {mergeRuleText[rule]}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Title level={3}>Contribute, replace, disable</Title>
      <Paragraph>
        A plugin's <Text code>register(ctx)</Text> calls <Text code>ctx.contribute(point, …)</Text> to add, <Text code>ctx.replace(point, id, …)</Text>{' '}
        to put its own in place of a contribution (keeping the id), and <Text code>ctx.disable(point, id)</Text> to turn one off. Pages tag each entry{' '}
        <Tag>core</Tag>
        <Tag color="green">adds</Tag>
        <Tag color="orange">replaces core</Tag>
        <Tag color="red">disabled (core)</Tag>.
      </Paragraph>
      <Title level={3}>The tenant toolbar</Title>
      <Paragraph>
        The <b>Tenant</b> menu in the toolbar chooses whose mall the point pages show: <i>core only</i>, a tenant code (core plus the package the code
        loads, as the mall does at start-up), or a package no code maps to yet. That tenant's entries are highlighted; a package the host left out is
        named with the host's reason.
      </Paragraph>
    </Space>
  );
}

const meta = { title: 'Introduction', render: () => <Introduction /> } satisfies Meta;
export default meta;

export const HowToRead: StoryObj<typeof meta> = { name: 'How to read the catalogue' };
