import type { PageProps } from 'waku/router';
import { AuthOutcome, authActionsClass, SubmitButton } from '#ui/components/AuthPanel';
import { submittedForm } from '../../../forms/submitted';
import { AccountPage } from '../../_components/account-page';

/**
 * The unsubscribe link of every alert e-mail. Opening it stops nothing (mail scanners open links);
 * one press does, and mail programs can stop it with one click too (RFC 8058, a POST here).
 */
export default async function UnsubscribePage({ hash, query }: PageProps<'/watchdog/unsubscribe/[hash]'>) {
  const path = `/watchdog/unsubscribe/${encodeURIComponent(hash)}`;
  const done = new URLSearchParams(query).get('gata') === '1';
  const refused = submittedForm('unsubscribe');
  return (
    <AccountPage path={path} title={done ? 'Te-ai dezabonat' : 'Oprește alerta de preț'} description="Oprește o alertă de preț sau de stoc primită de la Cuib.">
      {done ? (
        <>
          <AuthOutcome>Gata: nu mai primești e-mailuri pentru această alertă. Poți porni oricând alta de pe pagina produsului.</AuthOutcome>
          <a href="/">Înapoi la Cuib</a>
        </>
      ) : (
        <>
          {refused && (
            <AuthOutcome tone="problem">
              {refused.status === 404 || refused.status === 400 ? 'Linkul nu mai este valabil: alerta a fost oprită deja.' : (refused.form ?? 'Nu am putut opri alerta acum. Încearcă din nou peste câteva momente.')}
            </AuthOutcome>
          )}
          <p>Nu mai vrei e-mailuri despre acest produs? Apasă butonul și alerta se oprește.</p>
          <form method="post" action={path} className={authActionsClass}>
            <SubmitButton>Oprește alerta</SubmitButton>
          </form>
        </>
      )}
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
