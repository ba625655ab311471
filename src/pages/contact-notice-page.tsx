import { NoticeBody } from '../sections/contact-notice/notice-body';
import { NamespaceHero } from '../sections/shared/namespace-hero';

export function Component() {
  return (
    <>
      <NamespaceHero ns="contact-notice" />
      <NoticeBody />
    </>
  );
}
