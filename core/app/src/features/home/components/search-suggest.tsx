import { AutoComplete } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { useEffect, useRef, useState, type ReactElement } from 'react';

export interface SearchSuggestProps {
  readonly value: string;
  readonly suggestions: readonly string[];
  readonly onChange: (value: string) => void;
  readonly onSelect: (value: string) => void;
  /** The search box itself, which the suggestions list opens under. */
  readonly children: ReactElement;
  /** Asked once, as it first renders: whether the box it replaces has the focus, to take it over. */
  readonly takeFocus?: () => boolean;
}

/**
 * The server's suggestions under the top bar's search box. Its own chunk: AutoComplete brings
 * antd's Select and virtual list, which nothing else on the first page needs (issue 20).
 */
export default function SearchSuggest({ value, suggestions, onChange, onSelect, children, takeFocus }: SearchSuggestProps) {
  const select = useRef<RefSelectProps>(null);
  // Read while the box it replaces is still in the page, before this one takes its place.
  const [focused] = useState(() => takeFocus?.() ?? false);
  useEffect(() => {
    if (!focused) return;
    select.current?.focus();
    const input = document.activeElement;
    if (input instanceof HTMLInputElement) input.setSelectionRange(input.value.length, input.value.length);
  }, [focused]);
  return (
    <AutoComplete
      ref={select}
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
