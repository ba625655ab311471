/**
 * What the fixture pages share: the document around each page's body, and the consent script of
 * the banners that remember a choice in a cookie.
 */
export const html = (body: string, head = '') =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Fixture</title>${head}</head><body>${body}</body></html>`;

/**
 * The consent script of the banners that remember a choice: analytics only after accept, the choice
 * kept in a cookie; `hide` removes the banner. It leaves `choice` and `decide` in scope.
 */
export const choiceScript = (tracker: string, hide: string) => `
  const choice = (document.cookie.match(/(?:^|; )choice=([^;]*)/) || [])[1];
  const analytics = () => {
    document.cookie = '_ga=GA1.1.777.888; max-age=31536000; path=/';
    const img = new Image(); img.src = '${tracker}/pixel?site=cmp';
  };
  if (choice) ${hide};
  if (choice === 'yes') analytics();
  const decide = (value) => {
    document.cookie = 'choice=' + value + '; max-age=31536000; path=/';
    ${hide};
    if (value === 'yes') analytics();
  };`;
