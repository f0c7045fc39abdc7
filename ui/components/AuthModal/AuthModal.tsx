'use client';

import { useState } from 'react';
import { Button } from '../Button';
import { LoginForm, RegistrationForm, ResetPasswordForm, SentNotice, SetPasswordForm } from '../AuthForms';
import * as authStyles from '../AuthForms/AuthForms.css';
import { ModalFrame } from '../ModalFrame';
import { QueryIsland } from '../QueryIsland';

/** The views of the auth modal (SPEC §2 Modals). */
export const authViews = ['home', 'registration', 'login', 'resetPassword', 'setPassword', 'confirm'] as const;
export type AuthView = (typeof authViews)[number];

const titles: Record<AuthView, string> = {
  home: 'Contul tău Cuib',
  registration: 'Creează un cont',
  login: 'Intră în cont',
  resetPassword: 'Ai uitat parola?',
  setPassword: 'Alege o parolă nouă',
  confirm: 'Verifică-ți e-mailul',
};

export interface AuthModalProps {
  /** Called on Escape, the close button or a press outside; the page decides whether the modal goes. */
  onClose: () => void;
  /** @default 'home' */
  initialView?: AuthView;
  /** The reset code, for the setPassword view. */
  code?: string;
  /** Why the modal opened, said on the home view (e.g. the favourites need an account). */
  reason?: string;
}

/**
 * The auth modal: its six views replace each other inside one dialog, which stays open (and keeps
 * focus) as the shopper moves between them. Each view is also a page that works without
 * JavaScript (`/login`, `/inregistrare`, `/parola/innoire`, `/parola/confirmare/{code}`).
 */
export default function AuthModal({ onClose, initialView = 'home', code, reason }: AuthModalProps) {
  const [view, setView] = useState<AuthView>(initialView);
  const [sent, setSent] = useState<{ kind: 'registration' | 'resetPassword'; email: string } | null>(null);
  const go = (next: AuthView) => () => setView(next);
  return (
    <ModalFrame title={titles[view]} onClose={onClose} size="s">
      <QueryIsland>
        <div className={authStyles.root} data-view={view}>
          {view === 'home' && (
            <>
              <p className={authStyles.intro}>{reason ?? 'Cu un cont îți păstrezi favoritele pe orice dispozitiv și afli când scade prețul produselor urmărite.'}</p>
              <div className={authStyles.choices}>
                <Button onPress={go('login')}>Intră în cont</Button>
                <Button variant="secondary" onPress={go('registration')}>
                  Creează un cont
                </Button>
              </div>
            </>
          )}
          {view === 'login' && <LoginForm onForgotPassword={go('resetPassword')} onRegister={go('registration')} />}
          {view === 'registration' && (
            <RegistrationForm
              onLogin={go('login')}
              onRegistered={(email) => {
                setSent({ kind: 'registration', email });
                setView('confirm');
              }}
            />
          )}
          {view === 'resetPassword' && (
            <ResetPasswordForm
              onLogin={go('login')}
              onSent={(email) => {
                setSent({ kind: 'resetPassword', email });
                setView('confirm');
              }}
            />
          )}
          {view === 'setPassword' && code && <SetPasswordForm code={code} />}
          {view === 'confirm' && (
            <>
              <SentNotice kind={sent?.kind ?? 'registration'} email={sent?.email} />
              <Button variant="secondary" onPress={go('login')}>
                Înapoi la autentificare
              </Button>
            </>
          )}
        </div>
      </QueryIsland>
    </ModalFrame>
  );
}
