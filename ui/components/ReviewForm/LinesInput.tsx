'use client';

import { useEffect, useRef, useState } from 'react';
import * as styles from './ReviewForm.css';

export interface LinesInputProps {
  /** The field's name; the form posts the lines joined by new lines, as the plain textarea does. */
  name: string;
  /** The list's label („Plusuri”). */
  label: string;
  /** What one line is called in the buttons („plus”, „minus”). */
  item: string;
  /** The lines typed before (one a line). @default '' */
  defaultValue?: string;
  /** The message beside the list. @default undefined */
  error?: string;
  /** At most this many lines. @default 10 */
  max?: number;
}

/**
 * A short list typed line by line. Without JavaScript it is a textarea, one item a line; once the
 * page runs, each line is its own field with a button to take it out and one to add another.
 */
export function LinesInput({ name, label, item, defaultValue = '', error, max = 10 }: LinesInputProps) {
  const id = `recenzie-${name}`;
  const [enhanced, setEnhanced] = useState(false);
  const [lines, setLines] = useState(() => {
    const typed = defaultValue.split(/\r?\n/).filter((line) => line.trim());
    return typed.length ? typed : [''];
  });
  const list = useRef<HTMLUListElement>(null);
  const focusLine = useRef<number | null>(null);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (focusLine.current === null) return;
    list.current?.querySelectorAll<HTMLInputElement>('input')[focusLine.current]?.focus();
    focusLine.current = null;
  });

  const errorId = `${id}-eroare`;
  const message = error ? (
    <p id={errorId} className={styles.error}>
      {error}
    </p>
  ) : null;

  if (!enhanced) {
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label} (câte unul pe rând)
        </label>
        <textarea id={id} className={styles.listArea} name={name} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        {message}
      </div>
    );
  }

  const update = (index: number, value: string) => setLines((current) => current.map((line, i) => (i === index ? value : line)));
  const remove = (index: number) => {
    focusLine.current = Math.max(0, index - 1);
    setLines((current) => (current.length === 1 ? [''] : current.filter((_, i) => i !== index)));
  };
  const add = () => {
    focusLine.current = lines.length;
    setLines((current) => [...current, '']);
  };
  return (
    <fieldset className={styles.linesGroup} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{label}</legend>
      <input type="hidden" name={name} value={lines.filter((line) => line.trim()).join('\n')} />
      <ul ref={list} className={styles.lines}>
        {lines.map((line, index) => (
          // Lines have no identity but their place; the list is short and only grows or shrinks at one place at a time.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index} className={styles.line}>
            <input
              className={styles.input}
              value={line}
              maxLength={200}
              aria-label={`${label}: rândul ${index + 1}`}
              aria-invalid={error ? true : undefined}
              onChange={(event) => update(index, event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter adds the next line instead of sending the whole review.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (lines.length < max && line.trim()) add();
                }
              }}
            />
            <button type="button" className={styles.lineButton} onClick={() => remove(index)} aria-label={`Șterge ${item}ul ${index + 1}`}>
              Șterge
            </button>
          </li>
        ))}
      </ul>
      {lines.length < max && (
        <button type="button" className={styles.lineButton} onClick={add}>
          Adaugă un {item}
        </button>
      )}
      {message}
    </fieldset>
  );
}
