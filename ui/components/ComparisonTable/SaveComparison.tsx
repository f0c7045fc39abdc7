'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { createComparisonMutation } from '#generated/main-api/@tanstack/react-query.gen';
import { copyText } from '../../lib/clipboard';
import { sameOrigin } from '../../lib/same-origin';
import { Button } from '../Button';
import { QueryIsland } from '../QueryIsland';
import * as styles from './ComparisonTable.css';

/**
 * „Salvează comparația”: the list gets a page of its own (`/compare-products/{id}`) that anyone
 * with the link can see and like; its likes count as the saver's (their public profile).
 */
export function SaveComparison({ variantIds }: { variantIds: number[] }) {
  return (
    <QueryIsland>
      <Save variantIds={variantIds} />
    </QueryIsland>
  );
}

function Save({ variantIds }: { variantIds: number[] }) {
  const save = useMutation(createComparisonMutation(sameOrigin()));
  const [copied, setCopied] = useState(false);
  const saved = useRef<HTMLAnchorElement>(null);
  // The button pressed is replaced by the link it made: the focus goes to that link, not the body.
  useEffect(() => {
    if (save.data) saved.current?.focus();
  }, [save.data]);
  if (save.data) {
    const link = new URL(save.data.url, window.location.origin).toString();
    return (
      <p className={styles.saved} role="status">
        Comparația are acum linkul ei:{' '}
        <a ref={saved} href={save.data.url}>
          {link}
        </a>{' '}
        <Button
          variant="secondary"
          size="s"
          onPress={async () => {
            await copyText(link);
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          }}
        >
          {copied ? 'Copiat' : 'Copiază linkul'}
        </Button>
      </p>
    );
  }
  return (
    <>
      <Button variant="secondary" size="s" isPending={save.isPending} onPress={() => save.mutate({ body: { variantIds } })}>
        Salvează comparația
      </Button>
      {save.isError && (
        <p className={styles.note} role="alert">
          Comparația nu s-a putut salva. Încearcă din nou puțin mai târziu.
        </p>
      )}
    </>
  );
}
