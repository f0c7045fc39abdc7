/** The review form's message for each field the backend (or the browser) may refuse. */
export const reviewMessages: Record<string, string> = {
  value: 'Alege o notă de la 1 la 5 stele.',
  text: 'Scrie cel puțin 10 caractere despre produs (cel mult 5.000).',
  nickName: 'Scrie un nume de cel puțin 2 caractere (cel mult 60).',
  pluses: 'Cel mult 10 plusuri, fiecare de cel mult 200 de caractere.',
  minuses: 'Cel mult 10 minusuri, fiecare de cel mult 200 de caractere.',
  imageIds: 'O fotografie nu a putut fi adăugată. Adaug-o din nou.',
  photo: 'Fotografia trebuie să fie JPEG, PNG sau WebP, de cel mult 8 MB.',
};

/** The shortest review text the contract takes. */
export const minTextLength = 10;
