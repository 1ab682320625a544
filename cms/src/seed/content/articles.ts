import { earArticles } from './articles-ear';
import { noseThroatArticles } from './articles-nose-throat';
import type { ArticleSeed } from './types';

export const articles: ArticleSeed[] = [...earArticles, ...noseThroatArticles];
