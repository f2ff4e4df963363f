/**
 * The built-in emoji GitLab users react with most: name|emoji|description|unicode version.
 * Names follow GitLab's (gemoji) spelling so clients and `myReactionEmoji` filters agree.
 */
export const EMOJI_TABLE = `
thumbsup|👍|thumbs up sign|6.0
thumbsdown|👎|thumbs down sign|6.0
smile|😄|smiling face with open mouth and smiling eyes|6.0
smiley|😃|smiling face with open mouth|6.0
grinning|😀|grinning face|6.1
grin|😁|grinning face with smiling eyes|6.0
laughing|😆|smiling face with open mouth and tightly-closed eyes|6.0
sweat_smile|😅|smiling face with open mouth and cold sweat|6.0
joy|😂|face with tears of joy|6.0
rofl|🤣|rolling on the floor laughing|9.0
relaxed|☺️|white smiling face|1.1
blush|😊|smiling face with smiling eyes|6.0
innocent|😇|smiling face with halo|6.0
slight_smile|🙂|slightly smiling face|7.0
upside_down|🙃|upside-down face|8.0
wink|😉|winking face|6.0
heart_eyes|😍|smiling face with heart-shaped eyes|6.0
kissing_heart|😘|face throwing a kiss|6.0
yum|😋|face savouring delicious food|6.0
stuck_out_tongue|😛|face with stuck-out tongue|6.1
stuck_out_tongue_winking_eye|😜|face with stuck-out tongue and winking eye|6.0
sunglasses|😎|smiling face with sunglasses|6.0
nerd|🤓|nerd face|8.0
hugging|🤗|hugging face|8.0
star_struck|🤩|grinning face with star eyes|10.0
partying_face|🥳|face with party horn and party hat|11.0
thinking|🤔|thinking face|8.0
zipper_mouth|🤐|zipper-mouth face|8.0
money_mouth|🤑|money-mouth face|8.0
neutral_face|😐|neutral face|6.0
expressionless|😑|expressionless face|6.1
no_mouth|😶|face without mouth|6.0
smirk|😏|smirking face|6.0
unamused|😒|unamused face|6.0
rolling_eyes|🙄|face with rolling eyes|8.0
grimacing|😬|grimacing face|6.1
relieved|😌|relieved face|6.0
pensive|😔|pensive face|6.0
sleepy|😪|sleepy face|6.0
sleeping|😴|sleeping face|6.1
yawning_face|🥱|yawning face|12.0
mask|😷|face with medical mask|6.0
nauseated_face|🤢|nauseated face|9.0
sneezing_face|🤧|sneezing face|9.0
dizzy_face|😵|dizzy face|6.0
exploding_head|🤯|shocked face with exploding head|10.0
cowboy|🤠|face with cowboy hat|9.0
melting_face|🫠|melting face|14.0
confused|😕|confused face|6.1
worried|😟|worried face|6.1
slight_frown|🙁|slightly frowning face|7.0
frowning2|☹️|white frowning face|1.1
open_mouth|😮|face with open mouth|6.1
hushed|😯|hushed face|6.1
astonished|😲|astonished face|6.0
flushed|😳|flushed face|6.0
pleading_face|🥺|face with pleading eyes|11.0
frowning|😦|frowning face with open mouth|6.1
anguished|😧|anguished face|6.1
fearful|😨|fearful face|6.0
cold_sweat|😰|face with open mouth and cold sweat|6.0
cry|😢|crying face|6.0
sob|😭|loudly crying face|6.0
scream|😱|face screaming in fear|6.0
confounded|😖|confounded face|6.0
persevere|😣|persevering face|6.0
disappointed|😞|disappointed face|6.0
sweat|😓|face with cold sweat|6.0
weary|😩|weary face|6.0
tired_face|😫|tired face|6.0
triumph|😤|face with look of triumph|6.0
rage|😡|pouting face|6.0
angry|😠|angry face|6.0
smiling_imp|😈|smiling face with horns|6.0
skull|💀|skull|6.0
poop|💩|pile of poo|6.0
clown|🤡|clown face|9.0
ghost|👻|ghost|6.0
alien|👽|extraterrestrial alien|6.0
robot|🤖|robot face|8.0
smiley_cat|😺|smiling cat face with open mouth|6.0
see_no_evil|🙈|see-no-evil monkey|6.0
hear_no_evil|🙉|hear-no-evil monkey|6.0
speak_no_evil|🙊|speak-no-evil monkey|6.0
wave|👋|waving hand sign|6.0
raised_hand|✋|raised hand|6.0
ok_hand|👌|ok hand sign|6.0
v|✌️|victory hand|1.1
fingers_crossed|🤞|hand with first and index finger crossed|9.0
metal|🤘|sign of the horns|8.0
call_me|🤙|call me hand|9.0
point_left|👈|white left pointing backhand index|6.0
point_right|👉|white right pointing backhand index|6.0
point_up_2|👆|white up pointing backhand index|6.0
point_down|👇|white down pointing backhand index|6.0
point_up|☝️|white up pointing index|1.1
fist|✊|raised fist|6.0
punch|👊|fisted hand sign|6.0
clap|👏|clapping hands sign|6.0
raised_hands|🙌|person raising both hands in celebration|6.0
open_hands|👐|open hands sign|6.0
handshake|🤝|handshake|9.0
pray|🙏|person with folded hands|6.0
writing_hand|✍️|writing hand|1.1
muscle|💪|flexed biceps|6.0
shrug|🤷|shrug|9.0
facepalm|🤦|face palm|9.0
eyes|👀|eyes|6.0
eye|👁️|eye|7.0
brain|🧠|brain|10.0
heart|❤️|heavy black heart|1.1
orange_heart|🧡|orange heart|10.0
yellow_heart|💛|yellow heart|6.0
green_heart|💚|green heart|6.0
blue_heart|💙|blue heart|6.0
purple_heart|💜|purple heart|6.0
black_heart|🖤|black heart|9.0
broken_heart|💔|broken heart|6.0
sparkling_heart|💖|sparkling heart|6.0
two_hearts|💕|two hearts|6.0
100|💯|hundred points symbol|6.0
boom|💥|collision symbol|6.0
fire|🔥|fire|6.0
sparkles|✨|sparkles|6.0
star|⭐|white medium star|5.1
star2|🌟|glowing star|6.0
zap|⚡|high voltage sign|4.0
tada|🎉|party popper|6.0
confetti_ball|🎊|confetti ball|6.0
balloon|🎈|balloon|6.0
gift|🎁|wrapped present|6.0
trophy|🏆|trophy|6.0
medal|🏅|sports medal|7.0
first_place|🥇|first place medal|9.0
crown|👑|crown|6.0
rocket|🚀|rocket|6.0
airplane|✈️|airplane|1.1
ship|🚢|ship|6.0
construction|🚧|construction sign|6.0
rotating_light|🚨|police cars revolving light|6.0
bulb|💡|electric light bulb|6.0
moneybag|💰|money bag|6.0
heavy_dollar_sign|💲|heavy dollar sign|6.0
hourglass|⌛|hourglass|1.1
alarm_clock|⏰|alarm clock|6.0
calendar|📆|tear-off calendar|6.0
date|📅|calendar|6.0
memo|📝|memo|6.0
pencil2|✏️|pencil|1.1
bookmark|🔖|bookmark|6.0
books|📚|books|6.0
book|📖|open book|6.0
link|🔗|link symbol|6.0
paperclip|📎|paperclip|6.0
pushpin|📌|pushpin|6.0
lock|🔒|lock|6.0
unlock|🔓|open lock|6.0
key|🔑|key|6.0
hammer|🔨|hammer|6.0
wrench|🔧|wrench|6.0
gear|⚙️|gear|4.1
bug|🐛|bug|6.0
beetle|🐞|lady beetle|6.0
mag|🔍|left-pointing magnifying glass|6.0
chart_with_upwards_trend|📈|chart with upwards trend|6.0
chart_with_downwards_trend|📉|chart with downwards trend|6.0
bar_chart|📊|bar chart|6.0
clipboard|📋|clipboard|6.0
package|📦|package|6.0
computer|💻|personal computer|6.0
keyboard|⌨️|keyboard|1.1
bell|🔔|bell|6.0
no_bell|🔕|bell with cancellation stroke|6.0
speech_balloon|💬|speech balloon|6.0
thought_balloon|💭|thought balloon|6.0
white_check_mark|✅|white heavy check mark|6.0
heavy_check_mark|✔️|heavy check mark|1.1
ballot_box_with_check|☑️|ballot box with check|1.1
x|❌|cross mark|6.0
negative_squared_cross_mark|❎|negative squared cross mark|6.0
heavy_plus_sign|➕|heavy plus sign|6.0
heavy_minus_sign|➖|heavy minus sign|6.0
question|❓|black question mark ornament|6.0
exclamation|❗|heavy exclamation mark symbol|5.2
warning|⚠️|warning sign|4.0
no_entry|⛔|no entry|5.2
no_entry_sign|🚫|no entry sign|6.0
stop_sign|🛑|octagonal sign|9.0
red_circle|🔴|large red circle|6.0
large_blue_circle|🔵|large blue circle|6.0
white_circle|⚪|medium white circle|4.1
black_circle|⚫|medium black circle|4.1
arrow_up|⬆️|upwards black arrow|4.0
arrow_down|⬇️|downwards black arrow|4.0
arrow_right|➡️|black rightwards arrow|1.1
arrow_left|⬅️|leftwards black arrow|4.0
arrows_counterclockwise|🔄|anticlockwise downwards and upwards open circle arrows|6.0
recycle|♻️|black universal recycling symbol|3.2
sunny|☀️|black sun with rays|1.1
cloud|☁️|cloud|1.1
umbrella|☔|umbrella with rain drops|4.0
snowflake|❄️|snowflake|1.1
rainbow|🌈|rainbow|6.0
earth_americas|🌎|earth globe americas|6.0
seedling|🌱|seedling|6.0
evergreen_tree|🌲|evergreen tree|6.0
four_leaf_clover|🍀|four leaf clover|6.0
cactus|🌵|cactus|6.0
tulip|🌷|tulip|6.0
rose|🌹|rose|6.0
sunflower|🌻|sunflower|6.0
apple|🍎|red apple|6.0
pizza|🍕|slice of pizza|6.0
hamburger|🍔|hamburger|6.0
taco|🌮|taco|8.0
cake|🍰|shortcake|6.0
birthday|🎂|birthday cake|6.0
cookie|🍪|cookie|6.0
doughnut|🍩|doughnut|6.0
coffee|☕|hot beverage|4.0
tea|🍵|teacup without handle|6.0
beer|🍺|beer mug|6.0
beers|🍻|clinking beer mugs|6.0
champagne|🍾|bottle with popping cork|8.0
wine_glass|🍷|wine glass|6.0
tropical_drink|🍹|tropical drink|6.0
dog|🐶|dog face|6.0
cat|🐱|cat face|6.0
unicorn|🦄|unicorn face|8.0
fox|🦊|fox face|9.0
panda_face|🐼|panda face|6.0
koala|🐨|koala|6.0
tiger|🐯|tiger face|6.0
monkey_face|🐵|monkey face|6.0
turtle|🐢|turtle|6.0
snail|🐌|snail|6.0
octopus|🐙|octopus|6.0
whale|🐳|spouting whale|6.0
dolphin|🐬|dolphin|6.0
penguin|🐧|penguin|6.0
owl|🦉|owl|9.0
bee|🐝|honeybee|6.0
butterfly|🦋|butterfly|9.0
snake|🐍|snake|6.0
dragon|🐉|dragon|6.0
soccer|⚽|soccer ball|5.2
basketball|🏀|basketball and hoop|6.0
dart|🎯|direct hit|6.0
video_game|🎮|video game|6.0
game_die|🎲|game die|6.0
musical_note|🎵|musical note|6.0
headphones|🎧|headphone|6.0
art|🎨|artist palette|6.0
movie_camera|🎥|movie camera|6.0
camera|📷|camera|6.0
tv|📺|television|6.0
mailbox|📫|closed mailbox with raised flag|6.0
envelope|✉️|envelope|1.1
inbox_tray|📥|inbox tray|6.0
outbox_tray|📤|outbox tray|6.0
house|🏠|house building|6.0
office|🏢|office building|6.0
checkered_flag|🏁|chequered flag|6.0
triangular_flag_on_post|🚩|triangular flag on post|6.0
wastebasket|🗑️|wastebasket|7.0
`;
