import Box from '@mui/material/Box';
import { ROULETTE_PAGE_TEXTS } from '@lendbridge/domain';
import { slicePath } from './wheel';
import type { WheelPiece } from './wheel';

const RADIUS = 96;
const LABEL_RADIUS = 62;
const SLICE_COLOURS = ['#f6c344', '#e8563f', '#4a90d9', '#58b368', '#9b59b6', '#f08a24', '#1abc9c', '#e84a7f'] as const;
/** Slows down towards the stop, as a wheel let go does. */
const SPIN_EASING = 'cubic-bezier(0.17, 0.67, 0.12, 0.99)';

export interface RouletteWheelProps {
  pieces: readonly WheelPiece[];
  /** Degrees turned counter-clockwise since the page opened. */
  rotation: number;
  /** How long the turn to `rotation` takes; 0 jumps there. */
  runMs: number;
}

/** A slice's colour: the palette in turn; the last slice, which touches the first, never takes the first one's colour. */
const colourOf = (index: number, count: number): string => {
  const colour = SLICE_COLOURS[index % SLICE_COLOURS.length] ?? SLICE_COLOURS[0];
  const wrapsOntoFirst = index === count - 1 && index > 0 && index % SLICE_COLOURS.length === 0;
  return wrapsOntoFirst ? SLICE_COLOURS[1] : colour;
};

function Slice({ piece, index, count }: { piece: WheelPiece; index: number; count: number }) {
  const { slice, gift, labelled } = piece;
  const middle = slice.start + slice.sweep / 2;
  const fill = colourOf(index, count);
  return (
    <g>
      {slice.sweep >= 360 ? <circle r={RADIUS} fill={fill} /> : <path d={slicePath(slice, RADIUS)} fill={fill} stroke="#fff" strokeWidth={1} />}
      {labelled && (
        <text
          transform={`rotate(${middle}) translate(0 ${-LABEL_RADIUS})`}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={8}
          fontWeight={700}
          fill="#fff"
        >
          {gift.text}
        </text>
      )}
    </g>
  );
}

/**
 * The wheel drawn from the gifts (an SVG pie, each slice as wide as its chance, labels on slices
 * of at least ROULETTE_PIE_LABEL_THRESHOLD) under a fixed pointer at the top. It turns
 * counter-clockwise, so the pointer reads the wheel's angle clockwise from the top. For a screen
 * reader it is one image named by its prizes; the page announces the result.
 */
export function RouletteWheel({ pieces, rotation, runMs }: RouletteWheelProps) {
  const description = `${ROULETTE_PAGE_TEXTS.wheel}：${pieces.map((piece) => piece.gift.prize).join('、')}`;
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 360, mx: 'auto' }}>
      <Box
        data-testid="roulette-wheel"
        role="img"
        aria-label={description}
        style={{
          transform: `rotate(${-rotation}deg)`,
          transition: runMs > 0 ? `transform ${runMs}ms ${SPIN_EASING}` : 'none',
        }}
        sx={{ transformOrigin: '50% 50%', lineHeight: 0 }}
      >
        <svg viewBox="-100 -100 200 200" width="100%" aria-hidden="true" focusable="false">
          <circle r={99} fill="#3b2a1a" />
          {pieces.map((piece, index) => (
            <Slice key={piece.gift.id} piece={piece} index={index} count={pieces.length} />
          ))}
          <circle r={10} fill="#fff" stroke="#3b2a1a" strokeWidth={3} />
        </svg>
      </Box>
      <Box
        component="svg"
        viewBox="0 0 20 24"
        aria-hidden="true"
        sx={{ position: 'absolute', top: -6, left: '50%', width: 28, transform: 'translateX(-50%)' }}
      >
        <path d="M 0 0 L 20 0 L 10 24 Z" fill="#c0392b" stroke="#fff" strokeWidth={1.5} />
      </Box>
    </Box>
  );
}
