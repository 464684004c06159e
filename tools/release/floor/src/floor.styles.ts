import styled, { createGlobalStyle } from 'styled-components';

export const theme = { navy: '#0d1220', surface: '#182036', gold: '#f5c451', text: '#f4f6fb', muted: '#aab3c8' };
type Theme = typeof theme;
const of = (pick: (t: Theme) => string) => (props: { theme?: unknown }) => pick(props.theme as Theme);

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, sans-serif; background: ${of((t) => t.navy)}; color: ${of((t) => t.text)}; }
`;
export const Page = styled.div`min-height: 100dvh; padding-bottom: 72px;`;
export const TopBar = styled.header`display: flex; align-items: center; justify-content: space-between; height: 56px; padding: 0 16px; background: ${of((t) => t.surface)};`;
export const SiteName = styled.h1`margin: 0; font-size: 1.125rem; color: ${of((t) => t.gold)};`;
export const Language = styled.button`min-width: 44px; min-height: 44px; border: 0; background: transparent; color: inherit;`;
export const Main = styled.main`display: grid; gap: 16px; max-width: 1100px; margin: 0 auto; padding: 16px;`;
export const Card = styled.section`display: grid; gap: 8px; padding: 16px; border-radius: 16px; background: ${of((t) => t.surface)};`;
export const Row = styled.div`display: flex; align-items: center; justify-content: space-between; gap: 8px;`;
export const Greeting = styled.h2`margin: 0; font-size: 1rem;`;
export const Pill = styled.span`padding: 4px 10px; border-radius: 999px; background: ${of((t) => t.navy)};`;
export const Muted = styled.span`color: ${of((t) => t.muted)}; font-size: 0.875rem;`;
export const Total = styled.p`margin: 0; font-size: 2rem; font-weight: 700; color: ${of((t) => t.gold)}; font-variant-numeric: tabular-nums;`;
export const Money = styled.span`font-variant-numeric: tabular-nums;`;
export const Action = styled.button`min-height: 44px; padding: 0 16px; border: 1px solid ${of((t) => t.gold)}; border-radius: 12px; background: transparent; color: inherit;`;
export const Tiles = styled.nav`display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px;`;
export const Tile = styled.a`display: grid; place-items: center; gap: 4px; min-height: 72px; padding: 8px; border-radius: 12px; background: ${of((t) => t.surface)}; color: inherit; text-decoration: none; text-align: center;`;
export const TileIcon = styled.span`width: 24px; height: 24px; border-radius: 6px; background: ${of((t) => t.gold)};`;
export const Rail = styled.section`display: grid; gap: 8px;`;
export const RailTitle = styled.h2`margin: 0; font-size: 1rem;`;
export const RailItems = styled.ul`display: flex; gap: 12px; margin: 0; padding: 0; overflow-x: auto; list-style: none; scroll-snap-type: x mandatory;`;
export const GameCard = styled.li`flex: 0 0 140px; scroll-snap-align: start;`;
export const GameButton = styled.button`display: flex; flex-direction: column; justify-content: flex-end; width: 140px; height: 180px; padding: 8px; border: 0; border-radius: 12px; color: inherit; text-align: left; background: linear-gradient(160deg, #2b3a66, #101629);`;
export const GameName = styled.span`font-weight: 700;`;
export const GameBalance = styled.span`padding: 4px 0 0; background: linear-gradient(transparent, rgb(0 0 0 / 0.6)); font-variant-numeric: tabular-nums;`;
export const Skeleton = styled.div`height: 180px; border-radius: 16px; background: ${of((t) => t.surface)};`;
export const BottomMenu = styled.nav`position: fixed; inset: auto 0 0; display: flex; justify-content: space-around; height: 64px; background: ${of((t) => t.surface)};`;
export const MenuLink = styled.a`display: grid; place-items: center; min-width: 64px; color: inherit; text-decoration: none; font-size: 0.75rem;`;
