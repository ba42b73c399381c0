import { Typography } from 'antd';
import type { StaticText } from '../account-service';

/** The term's text, one paragraph per line as the tenant maintains it. */
export function PrivacyTermText({ term }: { term: StaticText }) {
  return (
    <div style={{ maxHeight: 360, overflowY: 'auto' }}>
      {term.text.split('\n').map((line, i) => (
        <Typography.Paragraph key={i}>{line}</Typography.Paragraph>
      ))}
    </div>
  );
}
