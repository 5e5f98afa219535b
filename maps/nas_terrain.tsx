<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="nas_terrain" tilewidth="32" tileheight="32" tilecount="7" columns="7">
 <image source="nas_terrain.png" width="224" height="32"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="difficult"/>
   <property name="difficult" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="obscuring"/>
   <property name="obscuring" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="elevated"/>
   <property name="elevated" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="structure"/>
   <property name="structure" type="bool" value="true"/>
   <property name="obscuring" type="bool" value="true"/>
   <property name="elevated" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="foliage"/>
   <property name="foliage" type="bool" value="true"/>
   <property name="obscuring" type="bool" value="true"/>
   <property name="difficult" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="deployment"/>
   <property name="deployment_square" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="elevated"/>
   <property name="elevated" type="bool" value="true"/>
   <property name="obscuring" type="bool" value="true"/>
  </properties>
 </tile>
</tileset>
