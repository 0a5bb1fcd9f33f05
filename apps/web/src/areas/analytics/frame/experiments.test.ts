import { describe, expect, it } from 'vitest';
import { experimentsOf } from '../../../mocks/analytics';
import { tableCsv } from './DataTable';
import { ARM_CSV, armTitle, leaderText, significanceText } from './ExperimentsSection';

const [leading, idle] = experimentsOf('2026-11-21T00:00:00Z', '2026-11-28T00:00:00Z').experiments;
const [control, bestsellers, bundle] = leading!.arms;

describe('an experiment in words', () => {
  it('names the control and the leader in the strategy’s cell', () => {
    expect(armTitle(control!, leading!.leaderStrategyId)).toBe('Products in video order (control)');
    expect(armTitle(bestsellers!, leading!.leaderStrategyId)).toBe('Bestsellers first (leader)');
    expect(armTitle(bundle!, leading!.leaderStrategyId)).toBe('Bundle banner');
  });

  it('says whether each strategy differs from the control, and which way', () => {
    expect(significanceText(control!)).toBe('Control');
    expect(significanceText(bestsellers!)).toBe('Significant (p = 0.007)');
    expect(significanceText(bundle!)).toBe('Not significant yet');
    expect(
      significanceText({
        ...bundle!,
        versusControl: { addToCartRateDifference: -0.02, pValue: 0.0004, significant: true },
      }),
    ).toBe('Significant, lower than the control (p < 0.001)');
    expect(significanceText({ ...bundle!, versusControl: null })).toBe(
      'Not enough views to compare',
    );
  });

  it('states the leader, or that there is none yet', () => {
    expect(leaderText(leading!)).toBe(
      'Leader: Bestsellers first. Its add-to-cart rate of 7.1% beats the control’s 3% significantly (+4.1 points, p = 0.007).',
    );
    expect(leaderText({ ...leading!, leaderStrategyId: null })).toBe(
      'No leader yet: no strategy has beaten the control, Products in video order, significantly on add-to-cart rate. Keep the experiment running to collect more views.',
    );
    expect(leaderText(idle!)).toBe('No views in this period yet, so there is nothing to compare.');
  });

  it('exports plain numbers, each interval as its two ends', () => {
    const [header, first, second] = tableCsv(ARM_CSV, leading!.arms).split('\r\n');
    expect(header!.split(',')).toEqual([
      'Strategy',
      'Control',
      'Share of viewers (%)',
      'Views',
      'Add-to-carts',
      'Add-to-cart rate',
      'Add-to-cart rate (95% low)',
      'Add-to-cart rate (95% high)',
      'Attributed orders',
      'Attributed revenue',
      'Revenue per view',
      'Revenue per view (95% low)',
      'Revenue per view (95% high)',
      'Add-to-cart rate vs control',
      'p-value',
      'Significance',
    ]);
    expect(first!.split(',').slice(0, 6)).toEqual([
      'Products in video order',
      'yes',
      '40',
      '400',
      '12',
      '0.03',
    ]);
    expect(first!.split(',').slice(8, 16)).toEqual([
      '4',
      '210.00',
      '0.5250',
      '0.1800',
      '0.8700',
      '',
      '',
      'Control',
    ]);
    expect(second!.split(',').slice(-2)).toEqual(['0.0072', 'Significant (p = 0.007)']);
  });
});
