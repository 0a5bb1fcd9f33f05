// The period's totals, each with its change against the previous period of the same length.
import type { CardModel } from './metrics';
import { formatChange } from './format';
import * as styles from './frame.css';

export function changeText(card: CardModel, previousLabel: string): string {
  const text = formatChange(card.change);
  return text === null ? `No data for ${previousLabel} to compare` : `${text} vs ${previousLabel}`;
}

export function SummaryCards({
  cards,
  previousLabel,
}: {
  cards: CardModel[];
  previousLabel: string;
}) {
  return (
    <ul className={styles.cards} aria-label="Totals">
      {cards.map((card) => (
        <li key={card.id} className={styles.card} data-metric={card.id}>
          <h3 className={styles.cardLabel}>{card.label}</h3>
          <p className={styles.cardValue}>{card.value}</p>
          {card.detail && <p className={styles.cardChange}>{card.detail}</p>}
          <p className={styles.cardChange}>{changeText(card, previousLabel)}</p>
        </li>
      ))}
    </ul>
  );
}
