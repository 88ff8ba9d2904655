-- g.lua — a library of gulch-rules: my.grit (my-rules/grit.lua) adds its extra to the Standard TN.
local G = {}
function G.extra() return 0 end
return G
