// The decision games' look: the <pw-decision-table> element's own styles (beside the widget's art, table and control
// styles), one sheet of its parts.
import { css } from 'lit';
import { actionTableStyles } from './action-table.styles.ts';
import { frameStyles } from './frame.styles.ts';
import { stackedStyles } from './stacked.styles.ts';
import { stealStyles } from './steal.styles.ts';

/** Every style of the decision games, in one sheet. */
export const decisionStyles = css`
  ${frameStyles}
  ${stackedStyles}
  ${actionTableStyles}
  ${stealStyles}
`;
