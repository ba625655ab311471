import { defineIsland } from '../../components/island/define-island';

export default defineIsland({
  name: 'article-toc',
  load: async () => (await import('./article-toc')).ArticleToc,
  enhance: async () => (await import('./article-toc-behaviour')).enhanceArticleToc,
  namespaces: [],
  when: { scroll: true },
  // A link to one of its sections: mark it current at once.
  eager: { hash: true },
});
