import { AutoComplete } from 'antd';
import type { ReactElement } from 'react';

export interface SearchSuggestProps {
  readonly value: string;
  readonly suggestions: readonly string[];
  readonly onChange: (value: string) => void;
  readonly onSelect: (value: string) => void;
  /** The search box itself, which the suggestions list opens under. */
  readonly children: ReactElement;
}

/**
 * The server's suggestions under the top bar's search box. Its own chunk: AutoComplete brings
 * antd's Select and virtual list, which nothing else on the first page needs (issue 20).
 */
export default function SearchSuggest({ value, suggestions, onChange, onSelect, children }: SearchSuggestProps) {
  return (
    <AutoComplete
      value={value}
      defaultActiveFirstOption={false}
      options={suggestions.map((name) => ({ value: name }))}
      onChange={(next: string) => onChange(next)}
      onSelect={(next: string) => onSelect(next)}
      style={{ width: '100%' }}
    >
      {children}
    </AutoComplete>
  );
}
