import type { Menu, MenuNode } from '#generated/main-api/types.gen';
import { buildLink, routes } from './links';

export interface MenuLink {
  name: string;
  href: string;
  /** A small picture (the top categories have one). */
  imageUrl?: string | null;
}

/** A column of a mega-menu panel: a heading (a link when it is a category) and its links. */
export interface MenuColumn {
  name: string;
  href?: string;
  links: MenuLink[];
}

/** A top-level entry of the mega-menu and the panel it opens. */
export interface MenuEntry {
  id: string;
  name: string;
  /** „Toate …”: the listing of the whole entry. */
  allLink: MenuLink;
  columns: MenuColumn[];
}

const categoryHref = (node: MenuNode) => buildLink(routes.category, { params: { slug: node.slug } });
const leafLinks = (nodes: MenuNode[]): MenuLink[] => nodes.map((node) => ({ name: node.name, href: categoryHref(node) }));

/** The trending categories the empty search box offers (SPEC §2: at most 10, from the top tree). */
export function trendingLinks(menu: Menu | null, limit: number): MenuLink[] {
  return (menu?.top ?? []).slice(0, limit).map((node) => ({ name: node.name, href: categoryHref(node) }));
}

/**
 * The mega-menu's entries (SPEC §3 Menu): the popular categories with their pictures; one entry per
 * top category, its subcategories as columns; then shopping by room and gift ideas, whose groups are
 * editorial (no page of their own, so plain headings).
 */
export function menuEntries(menu: Menu): MenuEntry[] {
  const categories = menu.primary.map((top) => ({
    id: `c${top.id}`,
    name: top.name,
    allLink: { name: `Toate din ${top.name}`, href: categoryHref(top) },
    columns: top.children.map((child) => ({ name: child.name, href: categoryHref(child), links: leafLinks(child.children) })),
  }));
  const editorial = (id: string, name: string, allLink: MenuLink, nodes: MenuNode[]): MenuEntry[] =>
    nodes.length ? [{ id, name, allLink, columns: nodes.map((group) => ({ name: group.name, links: leafLinks(group.children) })) }] : [];
  // The most visited categories, each with a picture, lead the menu.
  const top: MenuEntry[] = menu.top.length
    ? [
        {
          id: 'top',
          name: 'Populare',
          allLink: { name: 'Toate produsele', href: routes.marketplace },
          columns: [{ name: 'Categorii populare', links: menu.top.map((node) => ({ name: node.name, href: categoryHref(node), imageUrl: node.imageUrl })) }],
        },
      ]
    : [];
  return [
    ...top,
    ...categories,
    ...editorial('rooms', 'Camere', { name: 'Toate camerele', href: '/produse/camere' }, menu.rooms),
    ...editorial('gifts', 'Cadouri', { name: 'Toate produsele', href: routes.marketplace }, menu.gifts),
  ];
}
