import { defineCopy, useCopy } from '@healthsite/ui';
import { textBounds } from '@healthsite/services/limits';
import { numberFormat } from '../shared/intl';

export interface RequestFormCopy {
  topic: string;
  topicPlaceholder: string;
  defaultTopics: { value: string; label: string }[];
  message: string;
  messageHint: string;
  name: string;
  email: string;
  submit: string;
  success: string;
  successCopy: string;
}

const { requestMessage } = textBounds;

export const requestFormCopy = defineCopy<RequestFormCopy>('blocks.requestForm', {
  'de-DE': {
    topic: 'Thema',
    topicPlaceholder: 'Thema auswählen',
    defaultTopics: [
      { value: 'product', label: 'Frage zu einem Produkt' },
      { value: 'application', label: 'Anwendung' },
      { value: 'pharmacy', label: 'Apotheke und Verfügbarkeit' },
      { value: 'other', label: 'Sonstiges' },
    ],
    message: 'Ihre Nachricht',
    messageHint: `${requestMessage.min} bis ${numberFormat('de-DE').format(requestMessage.max)} Zeichen`,
    name: 'Name',
    email: 'E-Mail-Adresse',
    submit: 'Nachricht senden',
    success: 'Vielen Dank für Ihre Nachricht!',
    successCopy: 'Wir melden uns so bald wie möglich bei Ihnen.',
  },
  en: {
    topic: 'Topic',
    topicPlaceholder: 'Choose a topic',
    defaultTopics: [
      { value: 'product', label: 'Question about a product' },
      { value: 'application', label: 'Application' },
      { value: 'pharmacy', label: 'Pharmacy and availability' },
      { value: 'other', label: 'Other' },
    ],
    message: 'Your message',
    messageHint: `${requestMessage.min} to ${numberFormat('en').format(requestMessage.max)} characters`,
    name: 'Name',
    email: 'Email address',
    submit: 'Send message',
    success: 'Thank you for your message!',
    successCopy: 'We will get back to you as soon as possible.',
  },
});

export function useRequestFormCopy(): RequestFormCopy {
  return useCopy(requestFormCopy);
}
