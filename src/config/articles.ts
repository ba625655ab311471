/**
 * The least a blog article must have to be published, counted in the default language (lead,
 * section titles and bodies, as the reading time counts them). The i18n check (`npm run
 * i18n:check`, a gate of `npm test`) refuses an article below either figure.
 */
export const articleMinimum = { sections: 3, words: 300 } as const;
