import * as tables from './tables.css';

/**
 * For an account the portal has nothing for: a shopper's account, or a shop's not confirmed yet.
 * Says what to do instead of a bare refusal.
 */
export function NoShopNotice({ email }: { /** The signed-in address, when known. @default undefined */ email?: string }) {
  return (
    <div className={tables.card}>
      <p className={tables.notice({ tone: 'info' })}>
        {email ? `Contul ${email}` : 'Contul cu care ești autentificat'} nu are un magazin pe Cuib, sau adresa lui nu este confirmată încă.
      </p>
      <p className={tables.muted}>
        Dacă ți-ai înscris magazinul, deschide linkul din e-mailul de confirmare. Dacă nu, <a href="/register">înscrie-ți magazinul</a>: contul se creează odată cu el.
      </p>
    </div>
  );
}
