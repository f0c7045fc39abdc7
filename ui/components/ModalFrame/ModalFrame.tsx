'use client';

import { type ReactNode, useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './ModalFrame.css';

export interface ModalFrameProps {
  /** The dialog's heading, which also names it. */
  title: string;
  /** The body under the header; it scrolls inside the frame when taller than the window. */
  children: ReactNode;
  /** Called when Escape, a click outside or „Închide” closes the modal. */
  onClose: () => void;
  /** @default true */
  isOpen?: boolean;
  /** `s` for short forms, `m` for lists; `side` slides in from the left edge (menus). @default 'm' */
  size?: 's' | 'm' | 'side';
}

/**
 * The frame every Cuib modal shares: a dimmed overlay, a dialog titled by its heading, focus kept
 * inside and returned to the opener, Escape, a click outside or „Închide” to close. Full-screen on
 * phones.
 */
export function ModalFrame({ title, children, onClose, isOpen = true, size = 'm' }: ModalFrameProps) {
  const titleId = useId();
  return (
    <ModalOverlay className={`${styles.overlay} ${size === 'side' ? styles.overlaySide : styles.overlayCentred}`} isDismissable isOpen={isOpen} onOpenChange={(next) => !next && onClose()}>
      <Modal className={`${styles.modal} ${styles.modalSize[size]}`}>
        <Dialog className={styles.dialog} aria-labelledby={titleId}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" id={titleId} className={styles.title}>
                  {title}
                </Heading>
                <Button variant="ghost" icon="close" aria-label="Închide" onPress={close} />
              </header>
              {children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
