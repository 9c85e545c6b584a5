// `@healthsite/blocks/newsletter-token`: the pages the newsletter's mail links open (confirm the
// subscription, unsubscribe). An entry of its own, so the forms code they share with the service
// blocks stays out of every page's first load (the chrome entry).
export {
  NewsletterTokenPage,
  newsletterTokenCopy,
  type NewsletterTokenPageProps,
  type NewsletterTokenKind,
  type NewsletterTokenStatus,
} from './newsletter/NewsletterTokenPage';
