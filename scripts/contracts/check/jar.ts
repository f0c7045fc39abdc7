/** The cookies a service set during one sequence, sent back with its next steps as a browser would. */
export class Jar {
  private readonly cookies = new Map<string, string>();

  take(headers: Headers | undefined) {
    for (const line of headers?.getSetCookie() ?? []) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      if (at > 0) this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }

  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
