import type { ShowGirlImageType } from '@lendbridge/domain';

interface AvatarLook {
  background: string;
  hair: string;
  accent: string;
}

const LOOKS: Readonly<Record<ShowGirlImageType, AvatarLook>> = {
  sunny: { background: '#FFE9A8', hair: '#5B3A29', accent: '#F4A300' },
  bookish: { background: '#D6E4F5', hair: '#2B2B2B', accent: '#34495E' },
  sporty: { background: '#D4F1DF', hair: '#3E2723', accent: '#E53935' },
  artsy: { background: '#F5D9EC', hair: '#6D4C41', accent: '#8E24AA' },
};

/** What each look wears: a sun clip, glasses, a headband or a beret. */
function Accessory({ imageType, accent }: { imageType: ShowGirlImageType; accent: string }) {
  switch (imageType) {
    case 'sunny':
      return (
        <g>
          <circle cx="84" cy="38" r="9" fill={accent} />
          {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
            <line key={angle} x1="84" y1="38" x2={84 + 14 * Math.cos((angle * Math.PI) / 180)} y2={38 + 14 * Math.sin((angle * Math.PI) / 180)} stroke={accent} strokeWidth="2" />
          ))}
        </g>
      );
    case 'bookish':
      return (
        <g fill="none" stroke={accent} strokeWidth="3">
          <circle cx="50" cy="62" r="9" />
          <circle cx="70" cy="62" r="9" />
          <line x1="59" y1="62" x2="61" y2="62" />
        </g>
      );
    case 'sporty':
      return <rect x="31" y="36" width="58" height="8" rx="4" fill={accent} />;
    case 'artsy':
      return <ellipse cx="62" cy="30" rx="30" ry="10" fill={accent} />;
  }
}

/** A show-girl character drawn in SVG: a face in the look its imageType names. */
export function ShowGirlAvatar({ imageType, name, size = 120 }: { imageType: ShowGirlImageType; name: string; size?: number }) {
  const look = LOOKS[imageType];
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" role="img" aria-label={name}>
      <circle cx="60" cy="60" r="60" fill={look.background} />
      <path d="M26 70 C22 30 98 30 94 70 L94 96 L26 96 Z" fill={look.hair} />
      <circle cx="60" cy="64" r="28" fill="#FCD9B8" />
      <path d="M32 58 C36 36 84 36 88 58 C76 48 44 48 32 58 Z" fill={look.hair} />
      <circle cx="50" cy="64" r="3" fill="#2B2B2B" />
      <circle cx="70" cy="64" r="3" fill="#2B2B2B" />
      <path d="M50 76 Q60 84 70 76" fill="none" stroke="#C2185B" strokeWidth="3" strokeLinecap="round" />
      <circle cx="44" cy="73" r="4" fill="#F8BBD0" />
      <circle cx="76" cy="73" r="4" fill="#F8BBD0" />
      <path d="M30 120 C30 98 90 98 90 120 Z" fill={look.accent} />
      <Accessory imageType={imageType} accent={look.accent} />
    </svg>
  );
}
