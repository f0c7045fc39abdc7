'use client';

import { type FormEvent, useId, useState } from 'react';
import { type DropItem, DropZone as RACDropZone, FileTrigger as RACFileTrigger, Form as RACForm, Text as RACText } from 'react-aria-components';
import type { FeedFormat } from '#generated/main-api/types.gen';
import { ResponseError } from '#generated/runtime';
import { formErrors } from '../../lib/form-errors';
import { sameOrigin } from '../../lib/same-origin';
import { FormNotice } from '../AuthForms';
import { Button } from '../Button';
import * as styles from './FeedSettings.css';
import { FormatChoice } from './FormatChoice';
import { feedFileType, formatFileSize, isFeedFormat, maxFeedFileBytes } from './formats';

/** What the file picker offers; anything else can still be dropped, and the backend judges it. */
const acceptedFileTypes = ['.xml', '.csv', '.tsv', '.txt', '.gz', 'application/xml', 'text/xml', 'text/csv', 'text/tab-separated-values', 'application/gzip'];

export interface FeedUploadProps {
  /** Where an import's page is: this, a slash and its id. @default '/portal/importuri' */
  importsPath?: string;
  /** Called with the started import instead of going to its page (stories). @default undefined */
  onStarted?: (importId: number) => void;
}

/** Why the backend did not take the file, in words a shop can act on. */
async function uploadProblem(error: unknown): Promise<string> {
  if (error instanceof ResponseError) {
    const status = error.response.status;
    if (status === 413) return 'Fișierul depășește 256 MB. Comprimă-l cu gzip sau dă-ne adresa feedului.';
    if (status === 415) return 'Fișierul nu pare un feed: trimite XML, TSV sau CSV, eventual comprimat cu gzip.';
    const detail = (await error.problem())?.detail;
    if (status === 409) return detail ?? 'Un import al magazinului rulează deja. Încearcă după ce se termină.';
  }
  return (await formErrors(error, {})).form ?? 'Încărcarea nu a reușit. Încearcă din nou.';
}

/**
 * A feed file sent from the shop's computer: picked or dropped, its size checked here (at most
 * 256 MB), then sent whole as the request's body with the generated client, and the import it
 * starts is opened. While the file travels the button is busy and the size is said.
 */
export function FeedUpload({ importsPath = '/portal/importuri', onStarted }: FeedUploadProps) {
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(chosen.size > maxFeedFileBytes ? `„${chosen.name}” are ${formatFileSize(chosen.size)}: putem primi cel mult 256 MB. Comprimă-l cu gzip sau dă-ne adresa feedului.` : undefined);
    setFile(chosen);
  };

  const dropped = async (items: DropItem[]) => {
    const item = items.find((candidate) => candidate.kind === 'file');
    if (item?.kind === 'file') choose(await item.getFile());
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setProblem('Alege întâi fișierul feedului.');
    if (file.size > maxFeedFileBytes) return setProblem(`„${file.name}” are ${formatFileSize(file.size)}: putem primi cel mult 256 MB. Comprimă-l cu gzip sau dă-ne adresa feedului.`);
    const format = new FormData(event.currentTarget).get('format');
    setSending(true);
    setProblem(undefined);
    try {
      const { uploadPartnerFeed } = await import('#generated/main-api/sdk.gen');
      const { data } = await uploadPartnerFeed({
        ...sameOrigin(),
        body: file,
        query: { format: (isFeedFormat(format) ? format : 'auto') satisfies FeedFormat },
        headers: { 'Content-Type': feedFileType(file.name) },
      });
      if (onStarted) onStarted(data.id);
      else window.location.assign(`${importsPath}/${data.id}`);
    } catch (error) {
      setProblem(await uploadProblem(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <RACForm className={styles.upload} onSubmit={send} aria-label="Încarcă un fișier">
      <RACDropZone className={styles.dropZone} onDrop={(event) => dropped(event.items)} aria-describedby={hintId}>
        <RACText slot="label" className={styles.dropLabel}>
          {file ? `Fișierul ales: ${file.name} (${formatFileSize(file.size)})` : 'Trage fișierul aici sau alege-l de pe calculator'}
        </RACText>
        <RACFileTrigger acceptedFileTypes={acceptedFileTypes} onSelect={(files) => choose(files?.[0])}>
          <Button variant="secondary" size="s">
            {file ? 'Alege alt fișier' : 'Alege fișierul'}
          </Button>
        </RACFileTrigger>
      </RACDropZone>
      <p id={hintId} className={styles.hint}>
        XML, TSV sau CSV, eventual comprimat cu gzip (.gz), de cel mult 256 MB. Un feed mare intră ușor comprimat.
      </p>
      <FormatChoice name="format" label="Formatul fișierului" />
      <FormNotice message={problem} />
      <p className={styles.sending} role="status">
        {sending && file ? `Se trimite „${file.name}” (${formatFileSize(file.size)}). Nu închide pagina până se deschide importul.` : ''}
      </p>
      <Button className={styles.submit} type="submit" isPending={sending}>
        Încarcă și importă
      </Button>
    </RACForm>
  );
}
