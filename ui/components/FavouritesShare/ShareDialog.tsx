'use client';

import { useQuery } from '@tanstack/react-query';
import { getUserFavouritesShareOptions } from '#generated/main-api/@tanstack/react-query.gen';
import { useEffect, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { copyText } from '../../lib/clipboard';
import { buildLink } from '../../lib/links';
import { sameOrigin } from '../../lib/same-origin';
import * as forms from '../../theme/forms.css';
import { Button } from '../Button';
import { ModalFrame } from '../ModalFrame';
import { QueryIsland } from '../QueryIsland';
import * as styles from './FavouritesShare.css';

/** How long „Copiat” stays on the button (SPEC §9: 2000 ms). */
const copiedMs = 2000;

/** The public page of a shared list, on this site's own origin. */
const shareUrl = (encryptedShare: string, origin: string) => buildLink('/user/favourites/{encryptedShare}', { params: { encryptedShare }, origin });

function ShareLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const canShare = typeof navigator.share === 'function' && navigator.canShare?.({ url }) === true;
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const done = await copyText(url);
    setCopied(done);
    setCopyFailed(!done);
  };
  const share = () =>
    navigator.share({ title: 'Lista mea de favorite pe Cuib', url }).catch((error: unknown) => {
      // Closing the share sheet is the shopper's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Sharing failed.', error);
    });

  return (
    <div className={styles.body}>
      <TextField className={forms.field} value={url} isReadOnly>
        <Label className={forms.label}>Linkul listei</Label>
        <Input className={`${forms.input} ${styles.url}`} onFocus={(event) => event.currentTarget.select()} />
      </TextField>
      <div className={styles.actions}>
        <Button icon={copied ? 'check' : 'copy'} onPress={copy}>
          {copied ? 'Copiat' : 'Copiază linkul'}
        </Button>
        {canShare && (
          <Button variant="secondary" onPress={share}>
            Trimite…
          </Button>
        )}
      </div>
      <p role="status" className={styles.status}>
        {copied ? 'Linkul a fost copiat.' : copyFailed ? 'Nu am putut copia linkul. Selectează-l și copiază-l de mână.' : ''}
      </p>
    </div>
  );
}

function ShareContent({ origin }: { origin: string }) {
  const share = useQuery(getUserFavouritesShareOptions(sameOrigin()));
  if (share.isPending) return <p className={styles.note}>Se pregătește linkul…</p>;
  if (share.isError)
    return (
      <div className={styles.body}>
        <p className={styles.problem} role="alert">
          Nu am putut pregăti linkul acum. Încearcă din nou peste câteva momente.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => share.refetch()} isPending={share.isFetching}>
            Încearcă din nou
          </Button>
        </div>
      </div>
    );
  return <ShareLink url={shareUrl(share.data.encryptedShare, origin)} />;
}

/** The share dialog: the list's public link, read-only, with „Copiază linkul” and the system's share sheet. */
export default function ShareDialog({ onClose, origin = window.location.origin }: { onClose: () => void; origin?: string }) {
  return (
    <QueryIsland>
      <ModalFrame title="Distribuie lista de favorite" size="s" onClose={onClose}>
        <p className={styles.note}>Oricine are linkul vede produsele din listă, fără numele sau adresa ta de e-mail, și nu poate schimba nimic.</p>
        <ShareContent origin={origin} />
      </ModalFrame>
    </QueryIsland>
  );
}
