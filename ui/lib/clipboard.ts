/**
 * Copies text to the clipboard. When the Clipboard API is missing or refuses (insecure origin,
 * denied permission), it logs why and falls back to a hidden selected textarea and
 * `document.execCommand('copy')` (SPEC §8). Resolves whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Copying through the Clipboard API failed; using the fallback.', error);
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}
