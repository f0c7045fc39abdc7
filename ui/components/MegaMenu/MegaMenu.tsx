'use client';

import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { MenuEntry } from '../../lib/menu';
import { Icon } from '../Icon';
import * as styles from './MegaMenu.css';

/** SPEC §9: the safe area reaches 2 px around the pointer and goes after 150 ms without movement. */
export const safeAreaMargin = 2;
export const safeAreaIdleMs = 150;
/** A pointer that leaves the menu for less than this has not left it. */
const leaveGraceMs = 200;
/** A click this soon after the hover that opened a panel is the same intent: the panel stays. */
const hoverClickGraceMs = 600;

const contains = (box: DOMRect, at: { x: number; y: number }) => at.x >= box.left && at.x <= box.right && at.y >= box.top && at.y <= box.bottom;

export interface MegaMenuProps {
  /** The bar's entries and their panels, from `menuEntries(menu)` (ui/lib/menu.ts). */
  entries: MenuEntry[];
}

/**
 * The desktop mega-menu (SPEC §2): a bar of disclosure buttons, each opening a panel of category
 * links. Hovering opens a panel; while the pointer travels from the open button down to its panel
 * across other buttons, a safe-area triangle keeps them from taking over. Keyboard: Enter or Space
 * toggle, ArrowDown opens and moves into the panel, Escape closes and returns to the button, and
 * leaving the menu with Tab closes it.
 * A panel's links are drawn the first time it opens: the panels hold some 550 elements that every
 * page would otherwise parse, lay out and hydrate for a menu most visits never open (and that
 * does nothing without JavaScript, where the footer and category pages lead everywhere).
 */
export function MegaMenu({ entries }: MegaMenuProps) {
  const [open, setOpenState] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set());
  const setOpen = (id: string | null) => {
    setOpenState(id);
    if (id) setDrawn((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
  };
  const [safeArea, setSafeArea] = useState<{ polygon: string; height: number } | null>(null);
  const nav = useRef<HTMLElement>(null);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const leave = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse click right after hovering a button open must not close it again.
  const hoverOpened = useRef({ id: '', at: 0 });
  // Where the mouse last was in the menu: when it rests on another button while the safe area
  // covers it, that button opens as the safe area goes (the browser tells no button it was entered).
  const pointer = useRef<{ x: number; y: number } | null>(null);
  useEffect(
    () => () => {
      clearTimeout(idle.current);
      clearTimeout(leave.current);
    },
    [],
  );

  const triggers = () => Array.from(nav.current?.querySelectorAll<HTMLButtonElement>('[aria-controls^="mega-"]') ?? []);

  const dropSafeArea = () => {
    clearTimeout(idle.current);
    setSafeArea(null);
  };
  const restartIdle = () => {
    clearTimeout(idle.current);
    idle.current = setTimeout(() => {
      setSafeArea(null);
      const at = pointer.current;
      const resting = at && triggers().find((button) => contains(button.getBoundingClientRect(), at));
      const id = resting?.getAttribute('aria-controls')?.slice('mega-'.length);
      if (id) setOpen(id);
    }, safeAreaIdleMs);
  };

  // Leaving the open button downwards: a triangle from the pointer to the panel's top corners.
  const onTriggerLeave = (event: PointerEvent<HTMLButtonElement>, id: string) => {
    if (event.pointerType !== 'mouse' || open !== id || !nav.current) return;
    const panel = nav.current.querySelector<HTMLElement>(`#${CSS.escape(`mega-${id}`)}`);
    if (!panel) return;
    const box = nav.current.getBoundingClientRect();
    const target = panel.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const top = target.top - box.top;
    if (event.clientY >= target.top) return;
    const m = safeAreaMargin;
    setSafeArea({
      polygon: `polygon(${x - m}px ${y - m}px, ${x + m}px ${y - m}px, ${target.right - box.left}px ${top + m}px, ${target.left - box.left}px ${top + m}px)`,
      height: top + m,
    });
    restartIdle();
  };

  const focusFirstLink = (id: string) => requestAnimationFrame(() => nav.current?.querySelector<HTMLElement>(`#${CSS.escape(`mega-${id}`)} a`)?.focus());

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      const id = open;
      setOpen(null);
      nav.current?.querySelector<HTMLElement>(`[aria-controls="${`mega-${id}`}"]`)?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <nav
      ref={nav}
      aria-label="Categorii"
      className={styles.root}
      data-menu-open={open ? '' : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={() => clearTimeout(leave.current)}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse') pointer.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        clearTimeout(leave.current);
        leave.current = setTimeout(() => {
          setOpen(null);
          dropSafeArea();
        }, leaveGraceMs);
      }}
    >
      <ul className={styles.bar}>
        {entries.map((entry) => {
          const expanded = open === entry.id;
          return (
            <li key={entry.id}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={`mega-${entry.id}`}
                onClick={() => {
                  const justHovered = hoverOpened.current.id === entry.id && Date.now() - hoverOpened.current.at < hoverClickGraceMs;
                  setOpen(expanded && !justHovered ? null : entry.id);
                }}
                onPointerEnter={(event) => {
                  if (event.pointerType !== 'mouse' || safeArea || expanded) return;
                  hoverOpened.current = { id: entry.id, at: Date.now() };
                  setOpen(entry.id);
                }}
                onPointerLeave={(event) => onTriggerLeave(event, entry.id)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  setOpen(entry.id);
                  focusFirstLink(entry.id);
                }}
              >
                {entry.name}
                <Icon name="chevron-down" size="xs" className={styles.chevron} />
              </button>
              <div id={`mega-${entry.id}`} className={styles.panel} data-open={expanded ? '' : undefined}>
                {drawn.has(entry.id) && (
                  <div className={styles.panelInner}>
                    <a className={styles.allLink} href={entry.allLink.href}>
                      {entry.allLink.name}
                      <Icon name="chevron-right" size="xs" />
                    </a>
                    <div className={styles.columns}>
                      {entry.columns.map((column) => {
                        const pictures = column.links.some((item) => item.imageUrl);
                        return (
                          <section key={column.name} className={pictures ? styles.pictureColumn : styles.column} aria-label={column.name}>
                            {column.href ? (
                              <a className={styles.columnTitle} href={column.href}>
                                {column.name}
                              </a>
                            ) : (
                              <p className={styles.columnTitle}>{column.name}</p>
                            )}
                            {column.links.length > 0 && (
                              <ul className={pictures ? styles.pictureLinks : styles.links}>
                                {column.links.map((item) => (
                                  <li key={item.href}>
                                    <a className={item.imageUrl ? styles.pictureLink : styles.link} href={item.href}>
                                      {item.imageUrl && <img className={styles.picture} src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />}
                                      {item.name}
                                    </a>
                                  </li>
                                ))}
                              </ul>
                            )}
                          </section>
                        );
                      })}
                    </div>
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {safeArea && (
        <div
          className={styles.safeArea}
          data-safe-area=""
          aria-hidden="true"
          style={{ clipPath: safeArea.polygon, height: safeArea.height }}
          onPointerMove={restartIdle}
          onPointerLeave={dropSafeArea}
        />
      )}
    </nav>
  );
}
