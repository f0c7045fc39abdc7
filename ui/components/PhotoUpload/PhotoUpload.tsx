'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { countOf } from '#domain/romanian';
import { maxPhotosPerReview, photoNoun, photoProblem, photoTypes } from '#domain/uploads';
import { visuallyHidden } from '../../theme';
import * as styles from './PhotoUpload.css';

export interface PhotoUploadProps {
  /** The file input's name, as the form posts it. @default 'photos' */
  name?: string;
  /** How many photos may be chosen. @default 4 */
  max?: number;
  /** The server's message for the photos (a refused upload). @default undefined */
  error?: string;
}

interface Chosen {
  file: File;
  url: string;
}

/**
 * Optional photos for a review: a plain multiple file input (it posts with the form without
 * JavaScript; the server checks type and size again), enhanced in the browser with the same
 * checks said in Romanian, previews and a button to remove each photo. The browser's own file
 * button speaks the browser's language („Choose Files”): the input is kept, focusable, but drawn as
 * „Alege fotografii” (a second label of it), with how many are chosen beside it once the page runs.
 * Taking a photo out is said to screen readers, as its preview leaves silently.
 */
export function PhotoUpload({ name = 'photos', max = maxPhotosPerReview, error }: PhotoUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  /** What a screen reader is told after a photo was taken out. */
  const [news, setNews] = useState('');
  // The count beside the button follows the choices only where the page runs: without JavaScript it would lie.
  const [running, setRunning] = useState(false);
  const urls = useRef<string[]>([]);
  useEffect(() => {
    setRunning(true);
    return () => urls.current.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  /** What the form will post: exactly the photos shown. */
  function keep(photos: Chosen[]) {
    const transfer = new DataTransfer();
    for (const photo of photos) transfer.items.add(photo.file);
    try {
      if (input.current) input.current.files = transfer.files;
    } catch {
      // A test harness that fakes the input's files (user-event) makes them read-only; browsers do not.
    }
    setChosen(photos);
  }

  function onChange() {
    const picked = [...(input.current?.files ?? [])].filter((file) => !chosen.some((photo) => photo.file === file));
    const refused: string[] = [];
    const added: Chosen[] = [];
    for (const file of picked) {
      const problem = photoProblem(file);
      if (problem) refused.push(problem);
      else if (chosen.length + added.length >= max) refused.push(`Poți adăuga cel mult ${countOf(max, photoNoun)}; „${file.name}” a rămas deoparte.`);
      else {
        const url = URL.createObjectURL(file);
        urls.current.push(url);
        added.push({ file, url });
      }
    }
    setProblems(refused);
    keep([...chosen, ...added]);
  }

  function remove(photo: Chosen) {
    URL.revokeObjectURL(photo.url);
    setProblems([]);
    const left = chosen.filter((other) => other !== photo);
    keep(left);
    setNews(`Am scos fotografia ${chosen.indexOf(photo) + 1}, „${photo.file.name}”. ${left.length ? `${left.length === 1 ? 'A' : 'Au'} rămas ${countOf(left.length, photoNoun)}.` : 'Nu mai e nicio fotografie aleasă.'}`);
    input.current?.focus();
  }

  const messages = error ? [error, ...problems] : problems;
  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={id}>
        Fotografii (opțional)
      </label>
      <p id={`${id}-indiciu`} className={styles.hint}>
        JPEG, PNG sau WebP, cel mult 8 MB fiecare, până la {countOf(max, photoNoun)}. Ștergem din ele locul și data salvate de telefon.
      </p>
      <input
        ref={input}
        id={id}
        className={styles.input}
        type="file"
        name={name}
        multiple
        accept={photoTypes.join(',')}
        aria-describedby={`${id}-indiciu${messages.length ? ` ${id}-probleme` : ''}`}
        aria-invalid={messages.length ? true : undefined}
        onChange={onChange}
      />
      <div className={styles.picker}>
        <label className={styles.pick} htmlFor={id}>
          Alege fotografii
        </label>
        {running && <span className={styles.count}>{chosen.length ? `${countOf(chosen.length, photoNoun)} ${chosen.length === 1 ? 'aleasă' : 'alese'}` : 'Nicio fotografie aleasă'}</span>}
      </div>
      <p className={visuallyHidden} role="status">
        {news}
      </p>
      {messages.length > 0 && (
        <div id={`${id}-probleme`} role="alert">
          <ul className={styles.problems}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {chosen.length > 0 && (
        <ul className={styles.previews} aria-label="Fotografiile alese">
          {chosen.map((photo, index) => (
            <li key={photo.url} className={styles.preview}>
              <img className={styles.thumb} src={photo.url} alt={`Fotografia ${index + 1}: ${photo.file.name}`} width={96} height={96} />
              <button type="button" className={styles.remove} onClick={() => remove(photo)} aria-label={`Scoate fotografia ${index + 1}`}>
                Scoate
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
