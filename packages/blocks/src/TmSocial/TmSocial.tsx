import { Button, Container } from '@healthsite/ui';
import type { BlockProps } from '../blockModule';
import { BlockText, hasBlockText } from '../shared/BlockText';
import type { TmSocialBlock } from './schema';

function networkName(network: string): string {
  return network.charAt(0).toUpperCase() + network.slice(1);
}

/** The brand's social channels as a row of buttons (external: new tab, rel nofollow). */
export function TmSocial({ block, anchorId }: BlockProps<TmSocialBlock>) {
  const { headingTag = 'h2' } = block;
  const channels = (block.channels ?? []).filter(
    (channel) => channel.href.trim() !== '' && channel.network.trim() !== '',
  );
  if (channels.length === 0) return null;
  return (
    <section data-block="TmSocial" id={anchorId} className="hs-social">
      <Container className="hs-social__inner">
        {hasBlockText(block) && (
          <BlockText {...block} links={undefined} headingTag={headingTag} headingSize="lg" align="center" />
        )}
        <ul className="hs-social__list">
          {channels.map((channel) => (
            <li key={channel.href} data-network={channel.network.toLowerCase()}>
              <Button href={channel.href} variant="outlined">
                {channel.text?.trim() || networkName(channel.network)}
              </Button>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
