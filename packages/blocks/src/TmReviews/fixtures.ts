// Demo reviews for stories and tests: fixed ids, dates and texts (fixtures, not product copy).
import type { BuiltInLocale as Locale } from '@healthsite/ui';
import type { Review } from '@healthsite/services/contract';

type Seed = [rating: number, title: string, content: string, name: string, verified: boolean, reply?: string];

const seeds: Record<Locale, Seed[]> = {
  'de-DE': [
    [
      5,
      'Endlich Ruhe für meine Augen',
      'Ich sitze den ganzen Tag am Bildschirm. Seit ich die Tropfen nehme, brennt abends nichts mehr.',
      'Sabine K.',
      true,
      'Vielen Dank, liebe Sabine! Schön, dass Ihnen die Tropfen im Büroalltag helfen.',
    ],
    [
      4,
      'Angenehm und schnell',
      'Die Tropfen verteilen sich gut und verschmieren die Sicht nicht. Die Flasche ist etwas schwer zu drücken.',
      'Thomas',
      true,
    ],
    [
      5,
      'Auch mit Kontaktlinsen gut',
      'Ich trage Monatslinsen und kann die Tropfen problemlos verwenden. Kein Nachbrennen.',
      'Miriam',
      false,
    ],
    [
      3,
      'Hilft, aber nicht lange',
      'Die Wirkung ist gut, hält bei mir aber nur ein paar Stunden an. Ich tropfe mehrmals täglich nach.',
      'Jens W.',
      true,
      'Danke für Ihre Rückmeldung! Bei stärkeren Beschwerden empfehlen wir DUAL INTENSE.',
    ],
    [
      5,
      'Perfekt für die Heizungsluft',
      'Im Winter hatte ich ständig gerötete Augen. Das ist jetzt deutlich besser.',
      'Helga',
      true,
    ],
    [
      2,
      'Nicht mein Fall',
      'Bei mir hat sich leider kaum etwas verbessert. Vielleicht brauche ich etwas Stärkeres.',
      'Anonym',
      false,
    ],
    [
      4,
      'Gute Verträglichkeit',
      'Keine Konservierungsmittel, das war mir wichtig. Die Augen fühlen sich frisch an.',
      'Petra L.',
      true,
    ],
    [
      5,
      'Mein Dauerbegleiter',
      'Habe immer eine Flasche in der Handtasche. Nach langen Autofahrten eine Wohltat.',
      'Claudia',
      false,
    ],
    [
      1,
      'Flasche ausgelaufen',
      'Die Flasche war bei mir leider undicht. Der Inhalt selbst war in Ordnung.',
      'Markus',
      true,
      'Das tut uns leid! Bitte melden Sie sich über unser Kontaktformular, wir ersetzen die Flasche.',
    ],
    [
      4,
      'Empfehlung aus der Apotheke',
      'Meine Apothekerin hat sie mir empfohlen und ich bin zufrieden.',
      'Ingrid',
      true,
    ],
    [
      5,
      'Sehr gut bei Heuschnupfen',
      'In der Pollenzeit spüle ich die Augen damit und das Jucken lässt schnell nach.',
      'Lena',
      false,
    ],
    [3, 'Solide', 'Tut, was es soll. Der Preis könnte etwas niedriger sein.', 'Uwe', false],
  ],
  en: [
    [
      5,
      'Finally some peace for my eyes',
      'I sit at a screen all day. Since I started using the drops, nothing burns in the evening any more.',
      'Sabine K.',
      true,
      'Thank you, Sabine! We are glad the drops help you through your working day.',
    ],
    [
      4,
      'Pleasant and quick',
      'The drops spread well and do not blur my vision. The bottle is a little hard to squeeze.',
      'Thomas',
      true,
    ],
    [
      5,
      'Fine with contact lenses too',
      'I wear monthly lenses and can use the drops without any problem. No stinging.',
      'Miriam',
      false,
    ],
    [
      3,
      'Helps, but not for long',
      'It works well, but for me it only lasts a few hours. I use it several times a day.',
      'Jens W.',
      true,
      'Thank you for your feedback! For stronger symptoms we recommend DUAL INTENSE.',
    ],
    [
      5,
      'Perfect for heated rooms',
      'In winter my eyes were always red. That is much better now.',
      'Helga',
      true,
    ],
    [
      2,
      'Not for me',
      'Sadly it hardly made a difference for me. Maybe I need something stronger.',
      'Anonymous',
      false,
    ],
    [4, 'Well tolerated', 'No preservatives, which mattered to me. My eyes feel fresh.', 'Petra L.', true],
    [5, 'Always with me', 'I always keep a bottle in my bag. A relief after long drives.', 'Claudia', false],
    [
      1,
      'Bottle leaked',
      'Unfortunately my bottle leaked. The contents themselves were fine.',
      'Markus',
      true,
      'We are sorry! Please contact us through our contact form and we will replace the bottle.',
    ],
    [
      4,
      'Recommended by my pharmacist',
      'My pharmacist recommended them and I am happy with them.',
      'Ingrid',
      true,
    ],
    [
      5,
      'Very good for hay fever',
      'During pollen season I rinse my eyes with it and the itching soon stops.',
      'Lena',
      false,
    ],
    [3, 'Solid', 'Does what it should. The price could be a little lower.', 'Uwe', false],
  ],
};

/** Twelve reviews, one every nine days back from 14 March 2026 (UTC). */
export function demoReviews(locale: Locale, count = 12): Review[] {
  return seeds[locale]
    .slice(0, count)
    .map(([rating, title, content, displayName, verifiedBuyer, reply], i) => {
      const created = new Date(Date.UTC(2026, 2, 14 - i * 9, 9, 30));
      return {
        id: `rv-${locale}-${i + 1}`,
        rating,
        title,
        content,
        displayName,
        verifiedBuyer,
        createdAt: created.toISOString(),
        ...(reply
          ? { reply: { content: reply, createdAt: new Date(created.getTime() + 86_400_000).toISOString() } }
          : {}),
      };
    });
}
