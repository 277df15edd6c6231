"""English texts of the Schieber table added for following a match (older ones in en.py)."""

MESSAGES: dict[str, str] = {
    # melds as declared in trick 1 and as shown after it
    "schieber.kind_quad": "four of a kind",
    "schieber.kind_run": "{length}-card run",
    "schieber.meld": "{kind}, {points}",
    "schieber.meld_sep": "; ",
    "schieber.announce_melds": "{name}: Weis, {melds}",
    # checkpoints in words
    "schieber.when_contract": "right after the contract",
    "schieber.when_trick": "after trick {n}",
    "schieber.item.S": "with their Stöck",
    "schieber.item.W": "with their Weis",
    "schieber.item.T": "with their tricks",
    "schieber.announce_target_when": "{team} reach {target} {when}!",
    # score panel
    "schieber.score_team": "{team}: {total}, {to_go} to go",
    "schieber.score_running": "{team}: {total} +{now}, {to_go} to go",
    "schieber.score_reached": "{team}: {total} +{now}, target reached",
    "schieber.deal_head": "This deal: {contract} x{m}",
    "schieber.deal_team": "{team}: {total}",
    "schieber.deal_items": "  cards {cards}, Weis {weis}, Stöck {stoeck}",
    "schieber.deal_items_m": "  before x{m}: cards {cards}, Weis {weis}, Stöck {stoeck}",
    # a multiplied item, the one way the table writes it (the Weis in the panel, the
    # banner, the log and the summary)
    "schieber.times": "{raw} × {m} = {points}",
    "schieber.deal_match": ", Match {points}",
    # the score sheet (Tafel)
    "schieber.sheet_title": "Tafel: {a} (left) against {b} (right)",
    "schieber.sheet_deal": "Deal {n}: {contract} x{m}",
    "schieber.sheet_cards": "Cards",
    "schieber.sheet_match": "Match",
    "schieber.sheet_deal_total": "Deal",
    "schieber.sheet_to_go": "Still to go (target {target})",
    # move log
    "schieber.log_contract": "{name} names {contract}: everything counts x{m}",
    "schieber.log_contract.you": "You name {contract}: everything counts x{m}",
    "schieber.log_contract_pushed": "{name} names {contract} after the push: everything "
    "counts x{m}",
    "schieber.log_contract_pushed.you": "You name {contract} after the push: everything "
    "counts x{m}",
    "schieber.log_push": "{name} pushes to {partner} (Schieben)",
    "schieber.log_push.you": "You push to {partner} (Schieben)",
    "schieber.log_push_back": "{name} pushes it back to {partner}",
    "schieber.log_push_back.you": "You push it back to {partner}",
    "schieber.you_object": "you",
    "schieber.log_weis": "{name} declares Weis: {melds}",
    "schieber.log_weis.you": "You declare Weis: {melds}",
    "schieber.log_weis_tie": "The best Weis of both teams are equal: no Weis counts",
    "schieber.log_weis_won": "The Weis of {team} counts: {weis} points",
    "schieber.log_shows": "{name} shows {weis}",
    "schieber.log_shows.you": "You show {weis}",
    "schieber.log_stoeck": "{name} announces Stöck: {points} points",
    "schieber.log_stoeck.you": "You announce Stöck: {points} points",
    "schieber.log_stoeck_lost": "{name} played the second Stöck card without announcing it: "
    "no Stöck",
    "schieber.log_stoeck_lost.you": "You played the second Stöck card without announcing it: "
    "no Stöck",
    "schieber.log_takes_last": "{name} takes the last trick, {points} points with the "
    "{bonus} for the last trick",
    "schieber.log_takes_last.you": "You take the last trick, {points} points with the "
    "{bonus} for the last trick",
    "schieber.note_last": "{points} points, with {bonus} for the last trick",
    "schieber.log_match": "Match! {team} took all nine tricks: {bonus} extra",
    "schieber.log_target": "{team} reach {target} {when}, {item}",
    "schieber.log_play_on": "The deal is played to the end; then the higher total wins",
    "schieber.log_deal_end": "Deal over: {team_a} {a}, {team_b} {b}",
    "schieber.swiss_card": "{rank} of {suit}",
    "schieber.weis_quad.swiss.10": "four Banners",
    "schieber.weis_quad.swiss.11": "four Unders",
    "schieber.weis_quad.swiss.12": "four Obers",
    # decision analysis: why the better move was better (game/games/schieber/analysis.py)
    "schieber.why.named": (
        "This hand was strong enough to name {best} yourself: pushing left the choice "
        "to your partner and cost points."
    ),
    "schieber.why.push": (
        "This hand was too weak for {made}: pushing the choice to your partner was worth more."
    ),
    "schieber.why.contract": "{best} suited this hand better than {made}, multiplier included.",
    "schieber.why.weis": "Declaring your whole Weis could only score more: {best}, not {made}.",
    "schieber.why.stoeck": (
        "You played the second Stöck card without announcing Stöck: its 20 points "
        "(times the multiplier) were lost."
    ),
    "schieber.why.trump_partner_sure": (
        "You trumped a trick your partner already had for sure; {best} kept your trump."
    ),
    "schieber.why.points_on_sure_loss": (
        "The trick was lost for your side: {made} gave the opponents points that {best} "
        "would have kept."
    ),
    "schieber.why.duck_last": (
        "Last to play, you could take this trick, worth 10 points or more, with {best}."
    ),
    "schieber.why.spend_top_trump": (
        "You spent the highest trump still out on a trick that was yours anyway."
    ),
    "schieber.why.top_trump_cheap_ruff": (
        "You ruffed a cheap trick with the highest trump still out, your hold on the "
        "trumps, while {best} was legal."
    ),
    "schieber.why.points_into_ruff": (
        "An opponent has shown void in that suit and may still trump: leading {made} "
        "handed him its points."
    ),
    "schieber.why.feed": (
        "Your partner had this trick for sure: {best} would have put more points on it than {made}."
    ),
    "schieber.why.take": "{best} would have won this trick for sure; {made} did not take it.",
}
